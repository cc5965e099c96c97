# La página del simulacro de examen: pantalla de inicio, preguntas, revisión, resultado.

exam-title = Simulacro de examen
exam-description = Haz un simulacro de examen en condiciones de examen o practica por dominios, y luego lee por qué cada respuesta es correcta o incorrecta.
exam-lead = Preguntas sobre escenarios con una sola respuesta correcta, como las hace el examen. Tu intento se queda en este navegador hasta que lo entregues; entonces las respuestas incorrectas y las adivinadas pasan a tu repaso espaciado.

## Dominios

exam-domain-hook-mechanics = Funcionamiento de los hooks
exam-domain-hooks-vs-prompts = Hooks o prompts
exam-domain-decomposition = Patrones de descomposición y la matriz
exam-domain-sessions = Sesiones
exam-domain-stale-context = Contexto obsoleto
exam-guide-agentic-architecture = Arquitectura agéntica y orquestación
exam-guide-claude-code-configuration = Configuración y flujos de trabajo de Claude Code
exam-guide-context-reliability = Gestión del contexto y fiabilidad

## Pantalla de inicio

exam-start-title = Prepara tu intento
exam-mode-legend = Modo
exam-mode-exam = Condiciones de examen
exam-mode-exam-hint = Un número fijo de preguntas repartidas entre los dominios como en el banco, ninguna explicación hasta que entregues, y un reloj que sigue corriendo aunque cierres la pestaña.
exam-mode-practice = Práctica
exam-mode-practice-hint = Elige la longitud y los dominios; cada respuesta se explica en cuanto la das, y el reloj se detiene cuando sales de la página.
exam-length-legend = Longitud
exam-length-option = { $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
}
exam-bank-smaller = { $count ->
    [one] Hoy el banco solo tiene { $count } pregunta, así que este intento tendrá { $count }.
   *[other] Hoy el banco solo tiene { $count } preguntas, así que este intento tendrá { $count }.
}
exam-mix-intro = Las preguntas se eligen en las mismas proporciones que el banco:
exam-mix-line = { $domain }: { $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
}
exam-domains-legend = Dominios
exam-domains-hint = No marques ninguno para practicar todos los dominios.
exam-missed-or-unseen = Solo las preguntas que fallé o que aún no he visto
exam-practice-matching = { $count ->
    [0] Ninguna pregunta encaja con lo que elegiste.
    [one] { $count } pregunta encaja con lo que elegiste.
   *[other] { $count } preguntas encajan con lo que elegiste.
}
exam-timer-legend = Límite de tiempo
exam-timer-off = Sin límite de tiempo
exam-timer-standard = Normal: { $minutes ->
    [one] { $minutes } minuto por pregunta
   *[other] { $minutes } minutos por pregunta
}
exam-timer-longer = Ampliado ×1,5: { $minutes ->
    [one] { $minutes } minuto por pregunta
   *[other] { $minutes } minutos por pregunta
}
exam-timer-double = Ampliado ×2: { $minutes ->
    [one] { $minutes } minuto por pregunta
   *[other] { $minutes } minutos por pregunta
}
exam-limit-none = Este intento no tiene límite de tiempo.
exam-limit = { $minutes ->
    [one] Tiempo para este intento: { $minutes } minuto.
   *[other] Tiempo para este intento: { $minutes } minutos.
}
exam-timer-warning-hint = { $warning ->
    [one] Un aviso aparece { $warning } minuto antes del final
   *[other] Un aviso aparece { $warning } minutos antes del final
}, con un botón que añade { $extension ->
    [one] { $extension } minuto
   *[other] { $extension } minutos
} (hasta { $times ->
    [one] { $times } vez
   *[other] { $times } veces
}).
exam-timer-wall-clock = En condiciones de examen el reloj sigue corriendo si cierras la pestaña; al llegar a cero, el intento se entrega tal como esté.
exam-timer-pauses = En la práctica el reloj se detiene mientras la página está oculta o cerrada.
exam-target-label = Tu puntuación objetivo (%)
exam-target-hint = Hooklab no fija ninguna nota de aprobado: escribe la puntuación a la que aspiras, de 0 a 100, o deja el campo vacío.
exam-target-invalid = Escribe un número entero de 0 a 100, o deja el campo vacío.
exam-start = Empezar
exam-needs-js = El simulacro de examen necesita JavaScript: las preguntas se eligen, se cronometran y se corrigen en tu navegador.

## El reloj

exam-time-left = Tiempo restante:
exam-time-left-paused = Tiempo restante (en pausa):
exam-warning = { $minutes ->
    [one] Queda menos de { $minutes } minuto. Puedes añadir tiempo ahora.
   *[other] Quedan menos de { $minutes } minutos. Puedes añadir tiempo ahora.
}
exam-extend = { $minutes ->
    [one] Añadir { $minutes } minuto
   *[other] Añadir { $minutes } minutos
}

## Una pregunta

exam-counter = Pregunta { $current } de { $total }
exam-item-gone = Esta pregunta ({ $id }) ya no está en el banco.
exam-flag = Marcar para revisar
exam-verdict-right = Correcto.
exam-verdict-wrong = Incorrecto.
exam-previous = Anterior
exam-next = Siguiente
exam-next-review = Revisar mis respuestas
exam-open-review = Revisar y entregar
exam-map-label = Preguntas
exam-map-answered = Pregunta { $number }, respondida
exam-map-unanswered = Pregunta { $number }, sin responder
exam-map-flagged = Pregunta { $number }, sin responder, marcada
exam-map-answered-flagged = Pregunta { $number }, respondida, marcada

## Revisión

exam-review-title = Antes de entregar
exam-review-answered = { $total ->
    [one] Has respondido { $answered } de { $total } pregunta.
   *[other] Has respondido { $answered } de { $total } preguntas.
}
exam-review-unanswered = Sin responder
exam-review-flagged = Marcadas para revisar
exam-review-no-confidence = Respondidas sin decir cuánta seguridad tienes
exam-review-none = Ninguna.
exam-review-go = Ir a la pregunta { $number }
exam-review-blank-counts = Una pregunta sin responder cuenta como incorrecta: el examen no penaliza adivinar.
exam-review-back = Volver a las preguntas
exam-submit = Entregar

## Resultado

exam-result-title = Tu resultado
exam-submitted-by-you = entregado por ti
exam-submitted-time-up = entregado al acabarse el tiempo
exam-score = { $right ->
    [one] { $right } respuesta correcta de { $total } ({ $percent }).
   *[other] { $right } respuestas correctas de { $total } ({ $percent }).
}
exam-target-met = Has alcanzado tu objetivo del { $target }.
exam-target-not-met = Todavía no has alcanzado tu objetivo del { $target }.
exam-time-used = Tiempo empleado: { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
exam-cards-made = { $count ->
    [0] Ninguna respuesta pasa a tu repaso espaciado: todas eran correctas y seguras.
    [one] { $count } respuesta (incorrecta, o correcta pero adivinada) pasa a tu repaso espaciado como tarjeta.
   *[other] { $count } respuestas (incorrectas, o correctas pero adivinadas) pasan a tu repaso espaciado como tarjetas.
}
exam-by-domain = Puntuación por dominio
exam-by-guide-domain = Puntuación por dominio de la guía del examen
exam-col-domain = Dominio
exam-col-guide-domain = Dominio de la guía del examen
exam-again = Nuevo intento
exam-items-title = Todas las preguntas
exam-result-item = Pregunta { $number }
exam-item-unanswered = Sin responder.
exam-flagged-badge = marcada
exam-confidence-sure = Dijiste: Estoy seguro.
exam-confidence-guessing = Dijiste: Lo adivino.
exam-confidence-none = No dijiste cuánta seguridad tenías.
exam-mark-yours-right = tu respuesta, correcta
exam-lesson-link = Lección:
exam-open-sandbox = Abrir este caso en el sandbox y cambiar un campo para ver por qué

## Acciones rechazadas (los id de AttemptError del núcleo)

exam-error-submitted = Este intento está entregado y ya no puede cambiar.
exam-error-no-such-item = Esa pregunta no existe en este intento.
exam-error-no-such-option = Esa no es una de las opciones de esta pregunta.
exam-error-not-answered = Primero elige una respuesta.
exam-error-no-confidence = Primero di cuánta seguridad tienes.
exam-error-checked = Esta respuesta ya se corrigió y no puede cambiar.
exam-error-practice-only = Las respuestas se corrigen una a una solo en la práctica.
exam-error-cannot-extend = Ya no se puede añadir más tiempo.
exam-error-empty = Ninguna pregunta encaja con lo que elegiste: elige otros dominios o desmarca «solo las preguntas que fallé o que aún no he visto».
exam-error-unknown-item = Este intento menciona una pregunta que el banco ya no tiene.
exam-error-duplicate-item = Este intento menciona dos veces la misma pregunta.
exam-error-unreadable = El intento guardado en este navegador no se pudo leer, así que se dejó de lado: empieza uno nuevo.
