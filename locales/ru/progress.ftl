# «Ваш прогресс» — меню в подвале каждой страницы: скачать и загрузить файл
# прогресса, и отчёт о том, что добавила загрузка.

progress-menu-title = Ваш прогресс
progress-menu-intro = Прогресс хранится только в этом браузере. Скачайте его, чтобы сохранить копию или перенести на другое устройство; загруженный файл добавляется к тому, что здесь уже есть.
progress-export = Скачать прогресс (JSON)
progress-import = Загрузить файл прогресса
progress-needs-js = Чтобы скачать или загрузить прогресс, нужен JavaScript.
progress-import-added = Добавлено из { $file }:
progress-import-nothing-new = Ничего нового: всё, что есть в { $file }, уже было в этом браузере.
progress-added-lessons = { $count ->
    [one] { $count } прочитанный урок
    [few] { $count } прочитанных урока
    [many] { $count } прочитанных уроков
   *[other] { $count } прочитанного урока
}
progress-added-checks = { $count ->
    [one] { $count } ответ на вопрос для самопроверки
    [few] { $count } ответа на вопросы для самопроверки
    [many] { $count } ответов на вопросы для самопроверки
   *[other] { $count } ответа на вопросы для самопроверки
}
progress-added-quiz-answers = { $count ->
    [one] { $count } ответ в квизе
    [few] { $count } ответа в квизе
    [many] { $count } ответов в квизе
   *[other] { $count } ответа в квизе
}
progress-added-matrix-walks = { $count ->
    [one] { $count } разбор по матрице решений
    [few] { $count } разбора по матрице решений
    [many] { $count } разборов по матрице решений
   *[other] { $count } разбора по матрице решений
}
progress-added-challenges = { $count ->
    [one] { $count } решённая задача
    [few] { $count } решённые задачи
    [many] { $count } решённых задач
   *[other] { $count } решённой задачи
}
progress-added-scenarios = { $count ->
    [one] { $count } пройденный сценарий симулятора
    [few] { $count } пройденных сценария симулятора
    [many] { $count } пройденных сценариев симулятора
   *[other] { $count } пройденного сценария симулятора
}
progress-added-exams = { $count ->
    [one] { $count } пробный экзамен или тренировка
    [few] { $count } пробных экзамена или тренировки
    [many] { $count } пробных экзаменов или тренировок
   *[other] { $count } пробного экзамена или тренировки
}
progress-import-too-large = Файл слишком большой (предел — { $size } МБ). Ничего не изменено.
progress-import-syntax = Это не корректный JSON: строка { $line }, столбец { $column }: { $error }. Ничего не изменено.
progress-import-invalid-at = Это JSON, но не файл прогресса: значение в строке { $line }, столбце { $column } не подходит. Ничего не изменено.
progress-import-invalid = В файле есть значение, которого не может быть в файле прогресса. Ничего не изменено.
progress-import-foreign = Это не файл прогресса Hooklab. Ничего не изменено.
progress-import-newer = Файл создан более новой версией Hooklab (формат { $found }; эта версия читает форматы до { $supported }). Ничего не изменено.

# Список уроков: что сделано в каждом уроке.
lesson-read = Прочитан
lesson-checks-right = { $right ->
    [one] «Проверьте себя»: { $right } верный ответ из { $total }
    [few] «Проверьте себя»: { $right } верных ответа из { $total }
    [many] «Проверьте себя»: { $right } верных ответов из { $total }
   *[other] «Проверьте себя»: { $right } верного ответа из { $total }
}

# Квиз: история ответов перед новой серией.
quiz-history-title = Ваша история
quiz-history-rounds = { $count ->
    [one] { $count } серия сыграна
    [few] { $count } серии сыграно
    [many] { $count } серий сыграно
   *[other] { $count } серии сыграно
}
quiz-history-answers = { $right ->
    [one] { $right } верный ответ из { $total } ({ $percent })
    [few] { $right } верных ответа из { $total } ({ $percent })
    [many] { $right } верных ответов из { $total } ({ $percent })
   *[other] { $right } верного ответа из { $total } ({ $percent })
}
quiz-history-last = Последний ответ:
quiz-history-confusions-title = Последние ошибки
quiz-history-confusion = { $chosen } вместо { $answer }
