# Страницы преподавателя: группы, задания, особые условия, результаты и
# диаграммы, собственные упражнения.

teach-title = Преподавание
teach-lead = Ваши группы, их задания и результаты. Студенты вступают в группу по ссылке или по коду.
teach-links = Страницы преподавателя
teach-account = Ваша учётная запись
teach-students-not-here = Эти страницы — для преподавателей. Ваши задания на странице «Класс».
teach-to-class = Перейти на страницу «Класс»
teach-groups = Ваши группы
teach-no-groups = У вас пока нет групп. Создайте группу ниже.
teach-students-count = { $count ->
    [one] { $count } студент
    [few] { $count } студента
    [many] { $count } студентов
   *[other] { $count } студента
}
teach-new-group = Новая группа
teach-group-name = Название группы
teach-create-group = Создать группу

## Группа

teach-group-title = Группа
teach-join-heading = Вступление в группу
teach-join-explain = Дайте студентам эту ссылку или код, который вводят на странице «Класс». Студент выбирает отображаемое имя и получает код восстановления.
teach-join-code = Код группы:
teach-copy-link = Скопировать ссылку
teach-rotate = Сменить код
teach-rotate-confirm = Нынешние ссылка и код сразу перестанут работать; уже вступившие студенты останутся в группе.
teach-rotate-yes = Сменить сейчас
teach-assignments = Задания
teach-no-assignments = Заданий пока нет.
teach-new-assignment = Новое задание
teach-items-count = { $count ->
    [one] { $count } упражнение
    [few] { $count } упражнения
    [many] { $count } упражнений
   *[other] { $count } упражнения
}
teach-results = Результаты
teach-students = Студенты
teach-no-students = В группу пока никто не вступил.
teach-col-student = Студент
teach-col-joined = Вступил
teach-col-actions = Действия
teach-reset-code = Новый код восстановления
teach-reset-code-for = Новый код восстановления для { $name }
teach-new-code-once = Передайте этот код студенту: он показан только один раз, а старый код больше не действует.
teach-remove-student = Исключить
teach-remove-student-named = Исключить { $name }
teach-remove-confirm = Исключить { $name } из группы? Сданные работы и результаты этого студента в группе будут удалены.
teach-remove-yes = Исключить и удалить данные
teach-instructors = Преподаватели
teach-add-instructor = Добавить преподавателя
teach-add-instructor-help = Имя, под которым другой преподаватель входит на сайт. Он видит всё в этой группе и может всем управлять.
teach-add-instructor-submit = Добавить в группу
teach-delete-group = Удалить группу
teach-delete-group-confirm = Удалить группу { $group } вместе с заданиями, сданными работами студентов и результатами? Отменить это нельзя.
teach-delete-group-yes = Удалить группу { $group }

## Задание

teach-assignment-title = Задание
teach-assignment-name = Название
teach-assignment-items = Упражнения
teach-authored-mark = ваше
teach-time-zone = Часовой пояс дат
teach-opens = Открывается
teach-due = Срок сдачи
teach-late-policy = После срока сдачи
teach-late-accept = Принимать работы и отмечать опоздание
teach-late-refuse = Не принимать работы
teach-attempts = Попыток на каждое упражнение
teach-attempts-help = Оставьте пустым, чтобы не ограничивать.
teach-time-limit = Время на попытку, в минутах
teach-time-limit-help = Оставьте пустым, чтобы не ограничивать время.
teach-show-answers = Показывать оценку и верный ответ после каждой сданной работы
teach-create-assignment = Создать задание
teach-save-assignment = Сохранить изменения
teach-saved = Сохранено.
teach-edit-assignment = Изменить настройки
teach-zone-of = Даты заданы в часовом поясе { $zone }.
teach-problem-title = Дайте заданию название.
teach-problem-items = Выберите хотя бы одно упражнение.
teach-problem-date = Укажите дату и время.
teach-problem-due-order = Срок сдачи должен быть позже открытия.
teach-problem-time-zone = Выберите часовой пояс.
teach-problem-count = Введите целое число больше нуля или оставьте поле пустым.
teach-accommodations = Особые условия
teach-accommodations-lead = Больше времени, больше попыток или более поздний срок сдачи для одного студента.
teach-extra-minutes = { $count ->
    [one] ещё { $count } минута на попытку
    [few] ещё { $count } минуты на попытку
    [many] ещё { $count } минут на попытку
   *[other] ещё { $count } минуты на попытку
}
teach-extra-attempts = { $count ->
    [one] ещё { $count } попытка
    [few] ещё { $count } попытки
    [many] ещё { $count } попыток
   *[other] ещё { $count } попытки
}
teach-later-due = срок сдачи
teach-extra-minutes-label = Дополнительные минуты на попытку
teach-extra-attempts-label = Дополнительные попытки
teach-later-due-label = Более поздний срок сдачи ({ $zone })
teach-set-override = Сохранить особые условия
teach-clear-override = Отменить
teach-clear-override-for = Отменить особые условия для { $name }
teach-delete-assignment = Удалить задание
teach-delete-assignment-confirm = Удалить задание { $assignment } вместе со всеми сданными работами? Отменить это нельзя.
teach-delete-assignment-yes = Удалить задание { $assignment }

## Результаты

teach-results-title = Результаты
teach-results-of = Результаты: { $assignment }
teach-download-csv = Скачать CSV
teach-download-json = Скачать JSON
teach-stale = { $count ->
    [one] { $count } попытка оценена по прежней версии упражнения.
    [few] { $count } попытки оценены по прежней версии упражнения.
    [many] { $count } попыток оценены по прежней версии упражнения.
   *[other] { $count } попытки оценены по прежней версии упражнения.
}
teach-regrade = Оценить заново
teach-regraded = { $count ->
    [one] Заново оценена { $count } попытка, оценка изменилась у { $changed }.
    [few] Заново оценены { $count } попытки, оценка изменилась у { $changed }.
    [many] Заново оценены { $count } попыток, оценка изменилась у { $changed }.
   *[other] Заново оценены { $count } попытки, оценка изменилась у { $changed }.
}
teach-grid = Студенты и упражнения
teach-not-attempted = не начато
teach-col-total = Итого
teach-item-stats = Упражнения, от самых трудных
teach-item-stats-lead = Лёгкость — средняя оценка студентов, приступивших к упражнению. Различающая сила лежит между −1 и 1: она высока, когда студенты, хорошо выполнившие задание в целом, хорошо справились и с этим упражнением. Самый частый неверный ответ считается по первым попыткам.
teach-col-item = Упражнение
teach-col-attempted = Приступили
teach-col-facility = Лёгкость
teach-col-discrimination = Различающая сила
teach-col-wrong = Самый частый неверный ответ
teach-none = —
teach-wrong-share = { $answer } ({ $share }, { $count ->
    [one] { $count } студент
    [few] { $count } студента
    [many] { $count } студентов
   *[other] { $count } студента
})
teach-goal-not-reached = цель не достигнута
teach-charts = Диаграммы
teach-distribution = { $count ->
    [one] Распределение оценок: { $count } студент сдал работу
    [few] Распределение оценок: { $count } студента сдали работу
    [many] Распределение оценок: { $count } студентов сдали работу
   *[other] Распределение оценок: { $count } студента сдали работу
}
teach-bin = { $from }–{ $to } %
teach-as-table = В виде таблицы
teach-col-score = Оценка
teach-col-students = Студенты
teach-items-chart = Лёгкость и различающая сила упражнений, от самых трудных
teach-items-chart-text = Те же числа — в таблице «Упражнения, от самых трудных».
teach-confusion = Какой паттерн выбирали вместо какого
teach-confusion-lead = Упражнения квиза, первые попытки: строки — ожидаемый паттерн, столбцы — выбранный; нумерованный список называет их.
teach-expected-chosen = Ожидался \ выбран
teach-challenge-outcomes = Самый частый неверный исход каждой задачи в песочнице
teach-outcome-line = { $item }: { $wrong }

## Собственные упражнения

teach-items-title = Ваши упражнения
teach-items-lead = Сценарии квиза, задачи в песочнице и сценарии симулятора, которые вы пишете сами в формате контента. Их можно включать в задания ваших групп.
teach-upload = Загрузить упражнения
teach-upload-kind = Вид упражнения
teach-upload-files = Файлы
teach-upload-help = Файлы TOML в формате контента, по одному упражнению в файле. Сохраняются либо все файлы, либо ни один.
teach-upload-submit = { $count ->
    [0] Загрузить
    [one] Загрузить { $count } файл
    [few] Загрузить { $count } файла
    [many] Загрузить { $count } файлов
   *[other] Загрузить { $count } файла
}
teach-upload-refused = Ничего не сохранено. Исправьте ошибки и загрузите файлы снова:
teach-upload-at-line-field = { $file }, строка { $line }, поле { $field }:
teach-upload-at-line = { $file }, строка { $line }:
teach-upload-at-field = { $file }, поле { $field }:
teach-upload-in-file = { $file }:
teach-upload-saved = { $count ->
    [one] Сохранено { $count } упражнение.
    [few] Сохранено { $count } упражнения.
    [many] Сохранено { $count } упражнений.
   *[other] Сохранено { $count } упражнения.
}
teach-my-items = Ваши упражнения
teach-no-items = Вы ещё не загрузили ни одного упражнения.
teach-col-kind = Вид
teach-col-updated = Обновлено
teach-delete-item = Удалить
teach-delete-item-named = Удалить { $item }
teach-delete-item-confirm = Удалить { $item }? Упражнение, включённое в задание, удалить нельзя.

## Экзаменационные вопросы в заданиях
teach-domain-filter = Показать экзаменационные вопросы раздела
teach-domain-all = все разделы
teach-exam-option = вариант { $option }
teach-confidence-sure = уверенно
teach-confidence-guessing = угадывая
