# What the JSON parser says at a syntax error (hooklab_core::jsonpos), what
# it expected there, and the kinds of JSON value that settings, cases and
# outputs are checked against.

json-trailing-text = unexpected text after the end of the JSON value
json-unexpected-end = unexpected end of text; expected { $expected }
json-unexpected-char = unexpected character { $found }; expected { $expected }
json-hex-escape = expected four hex digits after \u
json-unterminated-string = unterminated string
json-invalid-escape = invalid escape sequence in string
json-control-character = control character inside a string (write it as an escape such as \n)
json-too-deep = JSON nested too deeply

json-expected-value = a JSON value
json-expected-true = `true`
json-expected-false = `false`
json-expected-null = `null`
json-expected-digit = a digit
json-expected-fraction-digit = a digit after the decimal point
json-expected-exponent-digit = a digit in the exponent
json-expected-key = a quoted key
json-expected-colon = `:`
json-expected-comma-or-bracket = `,` or `]`
json-expected-comma-or-brace = `,` or `{ "}" }`

json-kind-null = null
json-kind-boolean = a boolean
json-kind-number = a number
json-kind-integer = an integer
json-kind-non-negative-integer = a non-negative integer
json-kind-number-of-seconds = a number of seconds
json-kind-string = a string
json-kind-array = an array
json-kind-array-of-strings = an array of strings
json-kind-array-of-rules = an array of rules
json-kind-array-of-named = an array of { "{" }"name", "hooks"{ "}" } objects
json-kind-object = an object
json-kind-settings-object = an object (a settings file)
