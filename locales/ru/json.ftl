# Что сообщает разборщик JSON при синтаксической ошибке
# (hooklab_core::jsonpos), что он ожидал в этом месте, и типы значений JSON,
# с которыми сверяются настройки, кейсы и выводы хуков.

json-trailing-text = лишний текст после конца значения JSON
json-unexpected-end = текст неожиданно закончился; ожидалось: { $expected }
json-unexpected-char = неожиданный символ { $found }; ожидалось: { $expected }
json-hex-escape = после \u должны идти четыре шестнадцатеричные цифры
json-unterminated-string = незакрытая строка
json-invalid-escape = недопустимая escape-последовательность в строке
json-control-character = управляющий символ внутри строки (запишите его как escape-последовательность, например \n)
json-too-deep = слишком глубокая вложенность JSON

json-expected-value = значение JSON
json-expected-true = `true`
json-expected-false = `false`
json-expected-null = `null`
json-expected-digit = цифра
json-expected-fraction-digit = цифра после десятичной точки
json-expected-exponent-digit = цифра в показателе степени
json-expected-key = ключ в кавычках
json-expected-colon = `:`
json-expected-comma-or-bracket = `,` или `]`
json-expected-comma-or-brace = `,` или `{ "}" }`

json-kind-null = null
json-kind-boolean = логическое значение
json-kind-number = число
json-kind-integer = целое число
json-kind-non-negative-integer = неотрицательное целое число
json-kind-number-of-seconds = число секунд
json-kind-string = строка
json-kind-array = массив
json-kind-array-of-strings = массив строк
json-kind-array-of-rules = массив правил
json-kind-array-of-named = массив объектов { "{" }"name", "hooks"{ "}" }
json-kind-object = объект
json-kind-settings-object = объект (файл настроек)
