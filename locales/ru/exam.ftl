# Страница пробного экзамена: начальный экран, вопросы, проверка перед сдачей, результат.

exam-title = Пробный экзамен
exam-description = Пройдите пробный экзамен в экзаменационных условиях или потренируйтесь по разделам, а затем прочитайте, почему каждый ответ верен или неверен.
exam-lead = Вопросы-ситуации с одним верным ответом, как на экзамене. Попытка хранится в этом браузере, пока вы её не сдадите; после этого неверные и угаданные ответы попадают в интервальное повторение.

## Разделы

exam-domain-hook-mechanics = Как работают хуки
exam-domain-hooks-vs-prompts = Хуки или промпты
exam-domain-decomposition = Паттерны декомпозиции и матрица
exam-domain-sessions = Сессии
exam-domain-stale-context = Устаревший контекст
exam-guide-agentic-architecture = Агентная архитектура и оркестрация
exam-guide-claude-code-configuration = Настройка Claude Code и рабочие процессы
exam-guide-context-reliability = Управление контекстом и надёжность

## Начальный экран

exam-start-title = Настройте попытку
exam-mode-legend = Режим
exam-mode-exam = Экзаменационные условия
exam-mode-exam-hint = Заданное число вопросов в тех же пропорциях по разделам, что и в банке, никаких объяснений до сдачи и таймер, который идёт, даже если закрыть вкладку.
exam-mode-practice = Тренировка
exam-mode-practice-hint = Выберите длину и разделы; каждый ответ объясняется сразу, а таймер останавливается, когда вы уходите со страницы.
exam-length-legend = Длина
exam-length-option = { $count ->
    [one] { $count } вопрос
    [few] { $count } вопроса
    [many] { $count } вопросов
   *[other] { $count } вопроса
}
exam-bank-smaller = { $count ->
    [one] Сейчас в банке всего { $count } вопрос, поэтому в этой попытке будет { $count }.
    [few] Сейчас в банке всего { $count } вопроса, поэтому в этой попытке будет { $count }.
    [many] Сейчас в банке всего { $count } вопросов, поэтому в этой попытке будет { $count }.
   *[other] Сейчас в банке всего { $count } вопроса, поэтому в этой попытке будет { $count }.
}
exam-mix-intro = Вопросы выбираются в тех же пропорциях, что и в банке:
exam-mix-line = { $domain }: { $count ->
    [one] { $count } вопрос
    [few] { $count } вопроса
    [many] { $count } вопросов
   *[other] { $count } вопроса
}
exam-domains-legend = Разделы
exam-domains-hint = Не отмечайте ни одного, чтобы тренироваться по всем разделам.
exam-missed-or-unseen = Только вопросы, на которые я ответил неверно или которых ещё не видел
exam-practice-matching = { $count ->
    [0] Под этот выбор не подходит ни один вопрос.
    [one] Под этот выбор подходит { $count } вопрос.
    [few] Под этот выбор подходят { $count } вопроса.
    [many] Под этот выбор подходят { $count } вопросов.
   *[other] Под этот выбор подходят { $count } вопроса.
}
exam-timer-legend = Ограничение времени
exam-timer-off = Без ограничения времени
exam-timer-standard = Обычное: { $minutes ->
    [one] { $minutes } минута на вопрос
    [few] { $minutes } минуты на вопрос
    [many] { $minutes } минут на вопрос
   *[other] { $minutes } минуты на вопрос
}
exam-timer-longer = Увеличенное ×1,5: { $minutes ->
    [one] { $minutes } минута на вопрос
    [few] { $minutes } минуты на вопрос
    [many] { $minutes } минут на вопрос
   *[other] { $minutes } минуты на вопрос
}
exam-timer-double = Увеличенное ×2: { $minutes ->
    [one] { $minutes } минута на вопрос
    [few] { $minutes } минуты на вопрос
    [many] { $minutes } минут на вопрос
   *[other] { $minutes } минуты на вопрос
}
exam-limit-none = У этой попытки нет ограничения времени.
exam-limit = { $minutes ->
    [one] Время на эту попытку: { $minutes } минута.
    [few] Время на эту попытку: { $minutes } минуты.
    [many] Время на эту попытку: { $minutes } минут.
   *[other] Время на эту попытку: { $minutes } минуты.
}
exam-timer-warning-hint = { $warning ->
    [one] За { $warning } минуту до конца появится предупреждение
    [few] За { $warning } минуты до конца появится предупреждение
    [many] За { $warning } минут до конца появится предупреждение
   *[other] За { $warning } минуты до конца появится предупреждение
} с кнопкой, которая добавляет { $extension ->
    [one] { $extension } минуту
    [few] { $extension } минуты
    [many] { $extension } минут
   *[other] { $extension } минуты
} (не больше { $times ->
    [one] { $times } раза
    [few] { $times } раз
    [many] { $times } раз
   *[other] { $times } раза
}).
exam-timer-wall-clock = В экзаменационных условиях таймер идёт и при закрытой вкладке; на нуле попытка сдаётся в том виде, в каком она есть.
exam-timer-pauses = На тренировке таймер стоит, пока страница скрыта или закрыта.
exam-target-label = Ваша цель (%)
exam-target-hint = Hooklab не назначает проходной балл: укажите результат, к которому вы стремитесь, от 0 до 100, или оставьте поле пустым.
exam-target-invalid = Укажите целое число от 0 до 100 или оставьте поле пустым.
exam-start = Начать
exam-needs-js = Для пробного экзамена нужен JavaScript: вопросы выбираются, засекаются и проверяются в вашем браузере.

## Таймер

exam-time-left = Осталось времени:
exam-time-left-paused = Осталось времени (пауза):
exam-warning = { $minutes ->
    [one] Осталось меньше { $minutes } минуты. Сейчас можно добавить время.
    [few] Осталось меньше { $minutes } минут. Сейчас можно добавить время.
    [many] Осталось меньше { $minutes } минут. Сейчас можно добавить время.
   *[other] Осталось меньше { $minutes } минуты. Сейчас можно добавить время.
}
exam-extend = { $minutes ->
    [one] Добавить { $minutes } минуту
    [few] Добавить { $minutes } минуты
    [many] Добавить { $minutes } минут
   *[other] Добавить { $minutes } минуты
}

## Вопрос

exam-counter = Вопрос { $current } из { $total }
exam-item-gone = Этого вопроса ({ $id }) больше нет в банке.
exam-flag = Отметить для проверки
exam-verdict-right = Верно.
exam-verdict-wrong = Неверно.
exam-previous = Назад
exam-next = Дальше
exam-next-review = Проверить ответы
exam-open-review = Проверить и сдать
exam-map-label = Вопросы
exam-map-answered = Вопрос { $number }, есть ответ
exam-map-unanswered = Вопрос { $number }, без ответа
exam-map-flagged = Вопрос { $number }, без ответа, отмечен
exam-map-answered-flagged = Вопрос { $number }, есть ответ, отмечен

## Проверка перед сдачей

exam-review-title = Перед сдачей
exam-review-answered = { $total ->
    [one] Вы ответили на { $answered } вопрос из { $total }.
    [few] Вы ответили на { $answered } вопроса из { $total }.
    [many] Вы ответили на { $answered } вопросов из { $total }.
   *[other] Вы ответили на { $answered } вопроса из { $total }.
}
exam-review-unanswered = Без ответа
exam-review-flagged = Отмечены для проверки
exam-review-no-confidence = Отвечены без указания уверенности
exam-review-none = Нет.
exam-review-go = К вопросу { $number }
exam-review-blank-counts = Вопрос без ответа засчитывается как неверный: за угадывание на экзамене не штрафуют.
exam-review-back = Вернуться к вопросам
exam-submit = Сдать

## Результат

exam-result-title = Ваш результат
exam-submitted-by-you = сдано вами
exam-submitted-time-up = сдано, когда закончилось время
exam-score = { $right ->
    [one] { $right } верный ответ из { $total } ({ $percent }).
    [few] { $right } верных ответа из { $total } ({ $percent }).
    [many] { $right } верных ответов из { $total } ({ $percent }).
   *[other] { $right } верного ответа из { $total } ({ $percent }).
}
exam-target-met = Вы достигли своей цели: { $target }.
exam-target-not-met = Вы пока не достигли своей цели: { $target }.
exam-time-used = Затрачено времени: { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
} { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}.
exam-cards-made = { $count ->
    [0] Ни один ответ не попадает в интервальное повторение: все ответы верны и даны уверенно.
    [one] { $count } ответ (неверный или верный, но угаданный) попадает в интервальное повторение как карточка.
    [few] { $count } ответа (неверные или верные, но угаданные) попадают в интервальное повторение как карточки.
    [many] { $count } ответов (неверные или верные, но угаданные) попадают в интервальное повторение как карточки.
   *[other] { $count } ответа (неверные или верные, но угаданные) попадают в интервальное повторение как карточки.
}
exam-by-domain = Результат по разделам
exam-by-guide-domain = Результат по разделам руководства к экзамену
exam-col-domain = Раздел
exam-col-guide-domain = Раздел руководства к экзамену
exam-again = Новая попытка
exam-items-title = Все вопросы
exam-result-item = Вопрос { $number }
exam-item-unanswered = Без ответа.
exam-flagged-badge = отмечен
exam-confidence-sure = Ваш ответ: «Уверен».
exam-confidence-guessing = Ваш ответ: «Угадываю».
exam-confidence-none = Вы не указали, насколько уверены.
exam-mark-yours-right = ваш ответ, верный
exam-lesson-link = Урок:
exam-open-sandbox = Открыть этот случай в песочнице и поменять одно поле, чтобы увидеть почему

## Отклонённые действия (идентификаторы AttemptError из ядра)

exam-error-submitted = Эта попытка сдана и больше не меняется.
exam-error-no-such-item = В этой попытке нет такого вопроса.
exam-error-no-such-option = Это не вариант ответа на этот вопрос.
exam-error-not-answered = Сначала выберите ответ.
exam-error-no-confidence = Сначала укажите, насколько вы уверены.
exam-error-checked = Этот ответ уже проверен и больше не меняется.
exam-error-practice-only = Ответы проверяются по одному только на тренировке.
exam-error-cannot-extend = Добавить время больше нельзя.
exam-error-empty = Под этот выбор не подходит ни один вопрос: выберите другие разделы или снимите отметку «только вопросы, на которые я ответил неверно или которых ещё не видел».
exam-error-unknown-item = В этой попытке есть вопрос, которого больше нет в банке.
exam-error-duplicate-item = В этой попытке один вопрос указан дважды.
exam-error-unreadable = Попытку, сохранённую в этом браузере, не удалось прочитать, поэтому она отложена: начните новую.
