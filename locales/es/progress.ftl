# «Tu progreso», el menú del pie de cada página: descargar y cargar el
# archivo de progreso, y el informe de lo que añadió una carga.

progress-menu-title = Tu progreso
progress-menu-intro = Tu progreso se guarda solo en este navegador. Descárgalo para tener una copia o llevarlo a otro dispositivo; al cargar un archivo, lo que contiene se suma a lo que ya hay aquí.
progress-export = Descargar el progreso (JSON)
progress-import = Cargar un archivo de progreso
progress-needs-js = Para descargar y cargar el progreso hace falta JavaScript.
progress-import-added = Añadido desde { $file }:
progress-import-nothing-new = Nada nuevo: todo lo que hay en { $file } ya estaba en este navegador.
progress-added-lessons = { $count ->
    [one] { $count } lección leída
   *[other] { $count } lecciones leídas
}
progress-added-checks = { $count ->
    [one] { $count } respuesta a una pregunta de autoevaluación
   *[other] { $count } respuestas a preguntas de autoevaluación
}
progress-added-quiz-answers = { $count ->
    [one] { $count } respuesta del quiz
   *[other] { $count } respuestas del quiz
}
progress-added-matrix-walks = { $count ->
    [one] { $count } recorrido por la matriz de decisión
   *[other] { $count } recorridos por la matriz de decisión
}
progress-added-challenges = { $count ->
    [one] { $count } reto resuelto
   *[other] { $count } retos resueltos
}
progress-added-scenarios = { $count ->
    [one] { $count } escenario del simulador terminado
   *[other] { $count } escenarios del simulador terminados
}
progress-added-exams = { $count ->
    [one] { $count } simulacro de examen o práctica
   *[other] { $count } simulacros de examen o prácticas
}
progress-import-too-large = Este archivo es demasiado grande (el límite es de { $size } MB). No se ha cambiado nada.
progress-import-syntax = Este archivo no es JSON válido: en la línea { $line }, columna { $column }, { $error }. No se ha cambiado nada.
progress-import-invalid-at = Este archivo es JSON, pero no un archivo de progreso: el valor de la línea { $line }, columna { $column } no encaja. No se ha cambiado nada.
progress-import-invalid = Este archivo tiene un valor que un archivo de progreso no puede tener. No se ha cambiado nada.
progress-import-foreign = Este no es un archivo de progreso de Hooklab. No se ha cambiado nada.
progress-import-newer = Este archivo viene de una versión más reciente de Hooklab (formato { $found }; esta lee hasta el { $supported }). No se ha cambiado nada.

# El índice de lecciones: cómo vas en cada lección.
lesson-read = Leída
lesson-checks-right = { $right ->
    [one] { $right } respuesta correcta de { $total } en «Ponte a prueba»
   *[other] { $right } respuestas correctas de { $total } en «Ponte a prueba»
}

# El quiz: tu historial, antes de una ronda nueva.
quiz-history-title = Tu historial
quiz-history-rounds = { $count ->
    [one] { $count } ronda jugada
   *[other] { $count } rondas jugadas
}
quiz-history-answers = { $right ->
    [one] { $right } acierto de { $total } ({ $percent })
   *[other] { $right } aciertos de { $total } ({ $percent })
}
quiz-history-last = Última respuesta:
quiz-history-confusions-title = Últimas confusiones
quiz-history-confusion = { $chosen } en lugar de { $answer }
