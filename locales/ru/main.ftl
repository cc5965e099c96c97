# Общая рамка всех страниц, главная страница и уроки.

skip-to-content = Перейти к содержимому
nav-label = Основная навигация
nav-learn = Уроки
nav-quiz = Квиз
nav-exam = Пробный экзамен
nav-review = Повторение
nav-sandbox = Песочница
nav-simulator = Симулятор
nav-class = Класс
language-switcher-label = Язык
theme-dark = Тёмная тема
footer-version = Hooklab описывает Claude Code v2.1.240 (документация от 22 августа 2026 года). Если ответ на экзамене отличается, уроки об этом предупреждают.
footer-offline = Каждая открытая страница работает и без сети, включая песочницу и симулятор.
footer-privacy = Конфиденциальность

not-found-title = Страница не найдена
not-found-body = По этому адресу ничего нет. Возможно, в ссылке опечатка или страница переехала.
not-found-home = На главную

home-tagline = хуки, декомпозиция и сессии на практике
home-description = Хуки Claude Code, декомпозиция задач и управление сессиями на практике: уроки, песочница для хуков, тренажёр по сценариям и симулятор сессий.
home-title = Как держать ИИ-агентов под контролем
home-lead = Hooklab готовит к одному разделу сертификации — хукам Agent SDK, декомпозиции задач и управлению сессиями: короткие уроки и практика прямо в браузере.
home-reflexes-title = Что вы научитесь говорить с первого взгляда
home-reflex-hook = Это задача для хука, а не для промпта.
home-reflex-pattern = Это prompt chaining, а не orchestrator-workers.
home-reflex-session = Контекст этой сессии устарел: делаем сводку и начинаем заново.
home-reflexes-after = Каждый урок тренирует один из этих рефлексов и заканчивается вопросами для самопроверки.
home-start-title = С чего начать
home-start-body = Раздел в общих чертах, критерий успешной сдачи и как пользоваться Hooklab.
home-learn-title = Все уроки
home-learn-body = Хуки, декомпозиция и сессии, а также шпаргалки для печати.
home-exam-title = Пробный экзамен
home-exam-body = Вопросы на время в формате экзамена или тренировка, где каждый ответ сразу объясняется.
home-review-title = Интервальное повторение
home-review-body = Вопросы, в которых вы ошиблись или угадали, возвращаются как раз перед тем, как вы их забудете, по плану до дня экзамена.
home-progress-title = Ваш прогресс
home-progress-body = Насколько вы готовы по каждому разделу и уроку и как часто ваши ответы «Уверен» оказываются верными.
progress-menu-page = Посмотреть, насколько вы готовы

learn-title = Уроки
learn-description = Все уроки раздела о хуках, декомпозиции задач и сессиях.
learn-lead = В первый раз читайте по порядку, а к справочным страницам и шпаргалкам возвращайтесь потом.
lesson-count = { $count ->
    [one] { $count } урок
    [few] { $count } урока
    [many] { $count } уроков
   *[other] { $count } урока
}
loading = Загрузка…
load-error = Не удалось загрузить страницу: { $error }
load-error-content = вопросы страницы не пришли
toc-label = На этой странице
lesson-version-note = Поведение Claude Code v{ $version }.
breadcrumbs-label = Навигационная цепочка
practice-title = Попробуйте сами
practice-preset = Пресет в песочнице: { $id }
practice-challenge = Задача в песочнице: { $id }
practice-simulator = Сценарий в симуляторе: { $id }
practice-other = Практика: { $id }
checks-title = Проверьте себя
check-right = Верно.
check-wrong = Не совсем.
check-show-answer = Показать ответ
pager-label = Другие уроки
pager-previous = Назад
pager-next = Далее
