# Lo que dice el analizador de JSON ante un error de sintaxis
# (hooklab_core::jsonpos), lo que esperaba en ese punto, y los tipos de valor
# JSON con los que se comparan la configuración, los casos y las salidas.

json-trailing-text = texto inesperado después del final del valor JSON
json-unexpected-end = el texto termina antes de tiempo; se esperaba { $expected }
json-unexpected-char = carácter inesperado { $found }; se esperaba { $expected }
json-hex-escape = después de \u tiene que haber cuatro dígitos hexadecimales
json-unterminated-string = cadena sin cerrar
json-invalid-escape = secuencia de escape no válida en una cadena
json-control-character = carácter de control dentro de una cadena (escríbelo como secuencia de escape, por ejemplo \n)
json-too-deep = JSON anidado a demasiada profundidad

json-expected-value = un valor JSON
json-expected-true = `true`
json-expected-false = `false`
json-expected-null = `null`
json-expected-digit = un dígito
json-expected-fraction-digit = un dígito después del punto decimal
json-expected-exponent-digit = un dígito en el exponente
json-expected-key = una clave entre comillas
json-expected-colon = `:`
json-expected-comma-or-bracket = `,` o `]`
json-expected-comma-or-brace = `,` o `{ "}" }`

json-kind-null = null
json-kind-boolean = un booleano
json-kind-number = un número
json-kind-integer = un entero
json-kind-non-negative-integer = un entero no negativo
json-kind-number-of-seconds = un número de segundos
json-kind-string = una cadena
json-kind-array = un array
json-kind-array-of-strings = un array de cadenas
json-kind-array-of-rules = un array de reglas
json-kind-array-of-named = un array de objetos { "{" }"name", "hooks"{ "}" }
json-kind-object = un objeto
json-kind-settings-object = un objeto (un archivo de configuración)
