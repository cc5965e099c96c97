# Un archivo de caso que no se puede leer (case-*) y una aserción expect que
# no se cumple (expect-*: los diagnósticos de los tests de un reto).

case-too-large = el caso ocupa { $size } bytes; los casos de más de { $limit } bytes (1 MiB) se rechazan
case-invalid-json = JSON no válido: { $detail }
case-unreadable = no se puede leer el caso: { $detail }
case-expected = se esperaba { $expected } y hay { $found }
case-missing = falta
case-event-missing = falta: un caso necesita el JSON de entrada del evento
case-bad-version = «{ $value }» no es un número de versión como 2.1.240
case-unknown-event = evento desconocido «{ $event }» (los nombres de evento distinguen mayúsculas y minúsculas)
case-bad-mode = «{ $value }» no es un modo: usa interactive o print
case-bad-permission-mode = «{ $value }» no es un modo de permisos ({ $modes })
case-unknown-context-field = campo de context desconocido
case-unknown-source = fuente desconocida «{ $source }» (fuentes: { $sources })
case-unknown-result-field = campo desconocido en el resultado de un handler

expect-value = se esperaba { $want } y se obtuvo { $got }
expect-ran-not-list = ran tiene que ser una lista de claves de handlers
expect-ran = se esperaba que se ejecutaran los handlers { $want } y se ejecutaron { $got }
expect-not-list = { $field } tiene que ser una lista de cadenas
expect-text-missing = «{ $text }» no aparece en ninguna entrada de { $list } { $entries }
expect-text-present = «{ $text }» aparece en { $list } { $entries }
expect-no-config-error = ningún error de configuración menciona «{ $text }»
expect-not-id-list = { $field } tiene que ser una lista de ids de la traza
expect-no-trace = ninguna entrada de la traza tiene el id { $id }
expect-unknown = expect no sabe comprobar { $field }
expect-event-not-object = el evento del test no es un objeto JSON
expect-event-unknown = el evento del test, { $event }, no es un evento de hook
expect-event-no-name = el evento del test no tiene hook_event_name
