# La página del quiz: rondas de escenarios, historial, modo matriz.

quiz-title = Nombra el patrón
quiz-description = Practica reconocer de un vistazo el patrón de descomposición, el hook o la jugada de sesión adecuados, con cada respuesta explicada a través de la matriz de decisión.
quiz-lead = Lee un flujo de trabajo, nombra el patrón y mira el razonamiento de la matriz detrás de la respuesta. El examen pide un reflejo; aquí es donde se entrena.
quiz-modes-label = Modo del quiz
quiz-mode-round = Ronda de escenarios
quiz-mode-matrix = Mi propio flujo de trabajo

## Preparación

quiz-setup-title = Prepara una ronda
quiz-topic-legend = Tema
quiz-topic-all = Todos los temas
quiz-length-legend = Duración
quiz-length-option = { $count ->
    [one] { $count } escenario
   *[other] { $count } escenarios
}
quiz-keys-hint = Con el teclado: 1–4 elige una opción, S si estás seguro, G si lo estás adivinando, N para seguir (S, G y N son las iniciales de las palabras inglesas sure, guess y next).
quiz-start = Empezar la ronda
quiz-needs-js = Para responder hace falta JavaScript: la ronda se sortea y se corrige en tu navegador.

## Un escenario

quiz-counter = Escenario { $current } de { $total }
quiz-which-pattern = ¿Qué patrón encaja?
quiz-confidence-label = ¿Cuánta seguridad tienes?
quiz-sure = Estoy seguro
quiz-guessing = Lo adivino
quiz-mark-answer = respuesta correcta
quiz-mark-yours = tu elección
quiz-right = Correcto.
quiz-wrong = Esta vez no: la respuesta es { $pattern }.
quiz-inner = Un híbrido: { $outer } por fuera y { $inner } por dentro.
quiz-walk-title = El recorrido por la matriz
quiz-assumed = (supuesto)
quiz-why-not-title = ¿Por qué no { $pattern }?
quiz-exam-note-title = Respuesta del examen frente a Claude Code hoy
quiz-next = Siguiente

## Resumen

quiz-summary-title = Ronda terminada
quiz-score = { $right ->
    [one] { $right } acierto de { $total } ({ $percent }).
   *[other] { $right } aciertos de { $total } ({ $percent }).
}
quiz-per-pattern = Por patrón
quiz-col-pattern = Patrón
quiz-col-right = Aciertos
quiz-col-accuracy = Precisión
quiz-calibration-title = Seguridad
quiz-sure-right = { $count ->
    [one] Seguro y acertado: { $count } respuesta
   *[other] Seguro y acertado: { $count } respuestas
}
quiz-sure-wrong = { $count ->
    [one] Seguro y equivocado: { $count } respuesta (las peligrosas)
   *[other] Seguro y equivocado: { $count } respuestas (las peligrosas)
}
quiz-guess-right = { $count ->
    [one] Adivinado y acertado: { $count } respuesta (todavía flojo)
   *[other] Adivinado y acertado: { $count } respuestas (todavía flojo)
}
quiz-guess-wrong = { $count ->
    [one] Adivinado y equivocado: { $count } respuesta
   *[other] Adivinado y equivocado: { $count } respuestas
}
quiz-sure-wrong-note = Un error cometido con seguridad es el que más cuesta en el examen: repasa primero esas explicaciones.
quiz-confusions-title = Confusiones
quiz-no-confusions = Ninguna confusión en esta ronda.
quiz-confusion = { $count ->
    [one] Respondiste { $chosen } cuando era { $answer }, { $count } vez.
   *[other] Respondiste { $chosen } cuando era { $answer }, { $count } veces.
}
quiz-retry = { $count ->
    [one] Repetir el { $count } escenario fallado
   *[other] Repetir los { $count } escenarios fallados
}
quiz-new-round = Nueva ronda
quiz-missed-title = Escenarios fallados
quiz-explanations-title = Explicación de los escenarios fallados
quiz-missed-answer = La respuesta: { $answer }. Elegiste { $chosen }.

## Modo matriz

quiz-matrix-title = Recorre la matriz con tu propio flujo de trabajo
quiz-matrix-intro = Un recorrido por la matriz de decisión para un flujo de trabajo que tengas en mente: cómo repartir una tarea entre llamadas, dónde va una regla (en un hook, y en qué evento, o en el prompt) o qué hacer con una sesión, incluida una reanudación que no encontró nada. Responde una pregunta cada vez; el resultado nombra el patrón y explica por qué, con el evento y los campos del hook, el patrón dentro de una cadena o el diagnóstico.
quiz-matrix-step = Pregunta { $number }
quiz-matrix-back = Atrás
quiz-matrix-restart = Volver a empezar
quiz-matrix-result = Resultado: { $pattern }
quiz-matrix-others = ¿Por qué no otro patrón?
quiz-matrix-why-not = ¿Por qué no { $pattern }?
quiz-matrix-description-label = Tu flujo de trabajo en una línea
quiz-matrix-description-hint = Opcional. Se muestra encima del recorrido y se guarda con el resultado en el progreso de este navegador.
quiz-matrix-workflow = Flujo de trabajo: «{ $description }»
quiz-matrix-event = Evento
quiz-matrix-fields = Campos que usar
quiz-matrix-diagnosis = Diagnóstico: { $diagnosis }
quiz-matrix-earlier-title = Tus recorridos anteriores
quiz-matrix-untitled = (sin descripción)
