# Файл кейса, который нельзя прочитать (case-*), и невыполненное утверждение
# expect (expect-*: диагностика тестов задачи в песочнице).

case-too-large = кейс занимает { $size } байт; кейсы больше { $limit } байт (1 МиБ) не принимаются
case-invalid-json = некорректный JSON: { $detail }
case-unreadable = кейс не читается: { $detail }
case-expected = ожидалось: { $expected }; найдено: { $found }
case-missing = отсутствует
case-event-missing = отсутствует: кейсу нужен входной JSON события
case-bad-version = «{ $value }» — не номер версии вида 2.1.240
case-unknown-event = неизвестное событие «{ $event }» (имена событий чувствительны к регистру)
case-bad-mode = «{ $value }» — не режим: укажите interactive или print
case-bad-permission-mode = «{ $value }» — не режим разрешений ({ $modes })
case-unknown-context-field = неизвестное поле context
case-unknown-source = неизвестный источник «{ $source }» (источники: { $sources })
case-unknown-result-field = неизвестное поле в результате обработчика

expect-value = ожидалось { $want }, получено { $got }
expect-ran-not-list = ran должен быть списком ключей обработчиков
expect-ran = ожидался запуск обработчиков { $want }, а запустились { $got }
expect-not-list = { $field } должен быть списком строк
expect-text-missing = «{ $text }» нет ни в одной записи { $list } { $entries }
expect-text-present = «{ $text }» есть в { $list } { $entries }
expect-no-config-error = ни одна ошибка конфигурации не упоминает «{ $text }»
expect-not-id-list = { $field } должен быть списком идентификаторов записей трассировки
expect-no-trace = в трассировке нет записи с идентификатором { $id }
expect-unknown = expect не умеет проверять { $field }
expect-event-not-object = событие теста — не объект JSON
expect-event-unknown = событие теста { $event } не является событием хука
expect-event-no-name = у события теста нет hook_event_name
