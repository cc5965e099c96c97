# Ce que dit l’analyseur JSON à une erreur de syntaxe (hooklab_core::jsonpos),
# ce qu’il attendait à cet endroit, et les types de valeur JSON auxquels les
# paramètres, les cas et les sorties sont comparés.

json-trailing-text = texte inattendu après la fin de la valeur JSON
json-unexpected-end = fin du texte inattendue ; attendu : { $expected }
json-unexpected-char = caractère inattendu { $found } ; attendu : { $expected }
json-hex-escape = quatre chiffres hexadécimaux sont attendus après \u
json-unterminated-string = chaîne non terminée
json-invalid-escape = séquence d’échappement invalide dans une chaîne
json-control-character = caractère de contrôle dans une chaîne (écrivez-le comme un échappement, par exemple \n)
json-too-deep = JSON trop profondément imbriqué

json-expected-value = une valeur JSON
json-expected-true = `true`
json-expected-false = `false`
json-expected-null = `null`
json-expected-digit = un chiffre
json-expected-fraction-digit = un chiffre après la virgule décimale
json-expected-exponent-digit = un chiffre dans l’exposant
json-expected-key = une clé entre guillemets
json-expected-colon = `:`
json-expected-comma-or-bracket = `,` ou `]`
json-expected-comma-or-brace = `,` ou `{ "}" }`

json-kind-null = null
json-kind-boolean = un booléen
json-kind-number = un nombre
json-kind-integer = un entier
json-kind-non-negative-integer = un entier positif ou nul
json-kind-number-of-seconds = un nombre de secondes
json-kind-string = une chaîne
json-kind-array = un tableau
json-kind-array-of-strings = un tableau de chaînes
json-kind-array-of-rules = un tableau de règles
json-kind-array-of-named = un tableau d’objets { "{" }"name", "hooks"{ "}" }
json-kind-object = un objet
json-kind-settings-object = un objet (un fichier de paramètres)
