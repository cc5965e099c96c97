# Страница квиза: серии сценариев, история ответов, режим матрицы.

quiz-title = Назовите паттерн
quiz-description = Тренируйтесь с первого взгляда узнавать нужный паттерн декомпозиции, хук или действие с сессией; каждый ответ разобран по матрице решений.
quiz-lead = Прочитайте описание рабочего процесса, назовите паттерн и посмотрите, как к ответу приводит матрица. Экзамен проверяет рефлекс — здесь он и вырабатывается.
quiz-modes-label = Режим квиза
quiz-mode-round = Серия сценариев
quiz-mode-matrix = Свой рабочий процесс

## Настройка

quiz-setup-title = Новая серия
quiz-topic-legend = Тема
quiz-topic-all = Все темы
quiz-length-legend = Длина
quiz-length-option = { $count ->
    [one] { $count } сценарий
    [few] { $count } сценария
    [many] { $count } сценариев
   *[other] { $count } сценария
}
quiz-keys-hint = Клавиатура: 1–4 — выбрать вариант, S — «уверен», G — «угадываю», N — дальше (S, G и N — первые буквы английских слов sure, guess и next).
quiz-start = Начать серию
quiz-needs-js = Чтобы отвечать, нужен JavaScript: серия составляется и проверяется прямо в браузере.

## Сценарий

quiz-counter = Сценарий { $current } из { $total }
quiz-which-pattern = Какой паттерн подходит?
quiz-confidence-label = Насколько вы уверены?
quiz-sure = Уверен
quiz-guessing = Угадываю
quiz-mark-answer = верный ответ
quiz-mark-yours = ваш выбор
quiz-right = Верно.
quiz-wrong = На этот раз нет: правильный ответ — { $pattern }.
quiz-inner = Гибрид: снаружи { $outer }, внутри — { $inner }.
quiz-walk-title = Путь по матрице
quiz-assumed = (по умолчанию)
quiz-why-not-title = Почему не «{ $pattern }»?
quiz-exam-note-title = Ответ на экзамене и Claude Code сегодня
quiz-next = Дальше

## Итоги

quiz-summary-title = Серия окончена
quiz-score = { $right ->
    [one] { $right } верный ответ из { $total } ({ $percent }).
    [few] { $right } верных ответа из { $total } ({ $percent }).
    [many] { $right } верных ответов из { $total } ({ $percent }).
   *[other] { $right } верного ответа из { $total } ({ $percent }).
}
quiz-per-pattern = По паттернам
quiz-col-pattern = Паттерн
quiz-col-right = Верно
quiz-col-accuracy = Точность
quiz-calibration-title = Уверенность
quiz-sure-right = { $count ->
    [one] Уверены и правы: { $count } ответ
    [few] Уверены и правы: { $count } ответа
    [many] Уверены и правы: { $count } ответов
   *[other] Уверены и правы: { $count } ответа
}
quiz-sure-wrong = { $count ->
    [one] Уверены, но ошиблись: { $count } ответ (самые опасные)
    [few] Уверены, но ошиблись: { $count } ответа (самые опасные)
    [many] Уверены, но ошиблись: { $count } ответов (самые опасные)
   *[other] Уверены, но ошиблись: { $count } ответа (самые опасные)
}
quiz-guess-right = { $count ->
    [one] Угадали верно: { $count } ответ (знание пока шаткое)
    [few] Угадали верно: { $count } ответа (знание пока шаткое)
    [many] Угадали верно: { $count } ответов (знание пока шаткое)
   *[other] Угадали верно: { $count } ответа (знание пока шаткое)
}
quiz-guess-wrong = { $count ->
    [one] Угадывали и ошиблись: { $count } ответ
    [few] Угадывали и ошиблись: { $count } ответа
    [many] Угадывали и ошиблись: { $count } ответов
   *[other] Угадывали и ошиблись: { $count } ответа
}
quiz-sure-wrong-note = Уверенная ошибка дороже всего обходится на экзамене: начните с разбора именно этих ответов.
quiz-confusions-title = Путаница
quiz-no-confusions = В этой серии вы ничего не перепутали.
quiz-confusion = { $count ->
    [one] Вы выбрали { $chosen } вместо { $answer }: { $count } раз.
    [few] Вы выбрали { $chosen } вместо { $answer }: { $count } раза.
    [many] Вы выбрали { $chosen } вместо { $answer }: { $count } раз.
   *[other] Вы выбрали { $chosen } вместо { $answer }: { $count } раза.
}
quiz-retry = { $count ->
    [one] Повторить { $count } сценарий с ошибкой
    [few] Повторить { $count } сценария с ошибками
    [many] Повторить { $count } сценариев с ошибками
   *[other] Повторить { $count } сценария с ошибками
}
quiz-new-round = Новая серия
quiz-missed-title = Сценарии с ошибками
quiz-explanations-title = Разбор сценариев с ошибками
quiz-missed-answer = Правильный ответ — { $answer }. Вы выбрали { $chosen }.

## Режим матрицы

quiz-matrix-title = Пройдите матрицу для своего рабочего процесса
quiz-matrix-intro = Разбор по матрице решений для рабочего процесса, который вы держите в голове: как разделить задачу между вызовами, где место правилу (в хуке, и на каком событии, или в промпте) или что делать с сессией, в том числе если возобновление ничего не нашло. Отвечайте на вопросы по одному; в итоге вы увидите паттерн и объяснение, а также событие и поля хука, паттерн внутри цепочки или диагноз.
quiz-matrix-step = Вопрос { $number }
quiz-matrix-back = Назад
quiz-matrix-restart = Начать заново
quiz-matrix-result = Итог: { $pattern }
quiz-matrix-others = Почему не другой паттерн?
quiz-matrix-why-not = Почему не «{ $pattern }»?
quiz-matrix-description-label = Ваш рабочий процесс в одной строке
quiz-matrix-description-hint = Необязательно. Строка будет показана над разбором и сохранится вместе с результатом в прогрессе этого браузера.
quiz-matrix-workflow = Рабочий процесс: «{ $description }»
quiz-matrix-event = Событие
quiz-matrix-fields = Какие поля использовать
quiz-matrix-diagnosis = Диагноз: { $diagnosis }
quiz-matrix-earlier-title = Ваши прошлые разборы
quiz-matrix-untitled = (без описания)
