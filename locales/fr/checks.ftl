# Un fichier de cas illisible (case-*), et une assertion expect qui ne tient
# pas (expect-* : les diagnostics des tests d’un défi).

case-too-large = le cas fait { $size } octets ; les cas de plus de { $limit } octets (1 Mio) sont refusés
case-invalid-json = JSON invalide : { $detail }
case-unreadable = le cas est illisible : { $detail }
case-expected = attendu : { $expected } ; trouvé : { $found }
case-missing = manquant
case-event-missing = manquant : un cas a besoin du JSON d’entrée de l’événement
case-bad-version = « { $value } » n’est pas un numéro de version comme 2.1.240
case-unknown-event = événement inconnu « { $event } » (les noms d’événements respectent la casse)
case-bad-mode = « { $value } » n’est pas un mode : utilisez interactive ou print
case-bad-permission-mode = « { $value } » n’est pas un mode de permission ({ $modes })
case-unknown-context-field = champ de contexte inconnu
case-unknown-source = source inconnue « { $source } » (sources : { $sources })
case-unknown-result-field = champ inconnu dans le résultat d’un handler

expect-value = attendu : { $want } ; obtenu : { $got }
expect-ran-not-list = ran doit être une liste de clés de handlers
expect-ran = les handlers attendus étaient { $want } ; ont tourné : { $got }
expect-not-list = { $field } doit être une liste de chaînes
expect-text-missing = « { $text } » ne figure dans aucune entrée de { $list } { $entries }
expect-text-present = « { $text } » figure dans { $list } { $entries }
expect-no-config-error = aucune erreur de configuration ne mentionne « { $text } »
expect-not-id-list = { $field } doit être une liste d’identifiants d’entrées de la trace
expect-no-trace = aucune entrée de la trace n’a l’identifiant { $id }
expect-unknown = expect ne sait pas vérifier { $field }
expect-event-not-object = l’événement du test n’est pas un objet JSON
expect-event-unknown = l’événement du test, { $event }, n’est pas un événement de hook
expect-event-no-name = l’événement du test n’a pas de hook_event_name
