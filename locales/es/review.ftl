# Repaso espaciado (/review) y página de progreso (/progress): las tarjetas pendientes de hoy, el repaso intensivo, los ajustes, el plan hasta el examen, el dominio, la calibración y los simulacros recientes.

exam-go-review = Ir a tu repaso espaciado

## La página de repaso

review-title = Repaso espaciado
review-description = Vuelve a responder las preguntas que fallaste o adivinaste, el día que fija el planificador FSRS, y planifica tus repasos hasta la fecha de tu examen.
review-lead = Cada respuesta incorrecta, y cada respuesta correcta que marcaste como adivinada, se convierte en una tarjeta. Una tarjeta vuelve justo antes de que la olvides: respóndela otra vez, di si estás seguro y el planificador fija su próximo día. Tus tarjetas se quedan en este navegador.
review-loading = Leyendo tus tarjetas en este navegador…
review-due-count = { $count ->
    [0] Hoy no tienes ninguna tarjeta pendiente.
    [one] Hoy tienes { $count } tarjeta pendiente.
   *[other] Hoy tienes { $count } tarjetas pendientes.
}
review-card-count = { $count ->
    [0] Todavía no tienes ninguna tarjeta.
    [one] Tienes { $count } tarjeta en total.
   *[other] Tienes { $count } tarjetas en total.
}
review-session-label = Qué repasar
review-session-due = Las tarjetas de hoy
review-session-cram = Repasar todas a fondo
review-due-hint = Cada respuesta mueve la tarjeta en tu calendario: una respuesta incorrecta la trae pronto de vuelta; una correcta y segura la aleja.
review-cram-hint = El repaso a fondo recorre todas las tarjetas, las más débiles primero, y no cambia nada de tu calendario.
review-card-title = Una tarjeta pendiente para hoy
review-card-title-cram = Repaso a fondo
review-card-gone = La pregunta de esta tarjeta ya no está en el curso.
review-skip = Saltarla
review-empty-title = No queda nada por repasar
review-no-cards = Todavía no tienes ninguna tarjeta. Se convierten en tarjetas las respuestas incorrectas o adivinadas de un simulacro de examen o del quiz, las respuestas incorrectas a las preguntas «Ponte a prueba» de las lecciones y los retos fallados.
review-cram-done = Has visto todas tus tarjetas. El repaso a fondo no ha cambiado nada de tu calendario.
review-done-next = Terminaste por hoy. Tu próxima tarjeta vuelve el
review-done = Terminaste por ahora.
review-go-exam = Hacer un simulacro de examen
review-go-progress = Ver tu progreso
review-from-quiz = Del quiz
review-from-check = Ponte a prueba: { $lesson }
review-from-challenge = Un reto del sandbox que fallaste antes de resolverlo
review-right-answer = La respuesta correcta: { $answer }
review-next = Siguiente tarjeta
review-open-challenge = Abrir el reto en el sandbox
review-challenge-how = Cuando lo hayas vuelto a intentar
review-challenge-solved = Lo resolví
review-challenge-not-yet = Todavía no
review-challenge-noted = Anotado: el planificador ha fijado el próximo día de esta tarjeta.

## Ajustes

review-settings-title = Tus ajustes
review-retention-label = Retención deseada
review-retention-hint = La probabilidad de recordar una tarjeta el día en que vuelve, de 0,70 a 0,97 (0,90 por defecto). Cuanto más alta, más repasos.
review-retention-saved = Guardado: las tarjetas volverán cuando tu probabilidad de recordarlas baje a { $percent }.
review-bad-retention = Escribe un número de 0,70 a 0,97, por ejemplo 0,90.
review-exam-date-label = Fecha del examen
review-exam-date-hint = El plan reparte tus tarjetas entre los días que quedan, para que veas cada una al menos una vez antes del examen. Déjala vacía si no tienes fecha.
review-date-saved = Guardado: el plan de abajo llega hasta esta fecha.
review-date-cleared = Guardado: sin fecha de examen.
review-bad-date = Esto no es una fecha: escríbela como año-mes-día, por ejemplo 2026-06-15.
review-past-date = Esta fecha ya pasó: elige hoy o un día posterior.
review-save = Guardar

## El plan

review-plan-title = Tu plan hasta el examen
review-no-exam-date = Indica arriba la fecha del examen para ver un plan día a día.
review-exam-past = La fecha de tu examen ya pasó: indica la próxima para volver a planificar.
review-days-to-exam = { $count ->
    [0] El examen es hoy.
    [one] Falta { $count } día para el examen.
   *[other] Faltan { $count } días para el examen.
}
review-plan-day = { $count ->
    [0] ninguna tarjeta
    [one] { $count } tarjeta
   *[other] { $count } tarjetas
}
review-plan-summary = { $count ->
    [one] { $count } tarjeta
   *[other] { $count } tarjetas
} en { $days ->
    [one] { $days } día
   *[other] { $days } días
}, como mucho { $peak ->
    [one] { $peak } tarjeta
   *[other] { $peak } tarjetas
} al día.
review-plan-as-list = El plan día a día

## La página de progreso

standing-title = Tu progreso
standing-description = Lo preparado que estás para el examen, por dominio y por lección, con tus repasos, tu plan, tus simulacros de examen y cómo encaja tu seguridad con tus respuestas.
standing-lead = Todo lo que ves aquí se calcula en este navegador a partir de tus respuestas y tus repasos.
standing-today-title = Hoy
standing-go-review = Repasar ahora
standing-mastery-title = Lo preparado que estás
standing-mastery-hint = La preparación es la probabilidad de acertar hoy cada pregunta del banco, en promedio sobre todas, incluidas las que aún no has visto.
standing-by-domain = Preparación por dominio
standing-by-guide-domain = Preparación por dominio de la guía del examen
standing-by-lesson = Preparación por lección
standing-col-lesson = Lección
standing-col-met = Preguntas vistas
standing-col-readiness = Preparación
standing-calibration-title = ¿Seguro, y acertado?
standing-calibration-hint = Quien se conoce bien acierta casi siempre que dice «Estoy seguro». Una barra baja señala un dominio en el que te sientes más seguro de lo que estás.
standing-calibration-caption = Cuántas veces acertaste al decir «Estoy seguro», por dominio
standing-calibration-table = Respuestas «seguras» y «adivinadas» por dominio
standing-col-sure = Aciertos «seguros»
standing-col-guess = Aciertos «adivinados»
standing-no-sure = aún ninguna respuesta «segura»
standing-none-yet = aún ninguna
standing-tally = { $right ->
    [one] { $right } de { $total } ({ $percent })
   *[other] { $right } de { $total } ({ $percent })
}
standing-exams-title = Simulacros de examen recientes
standing-no-exams = Todavía no has hecho ningún simulacro de examen en condiciones de examen.
standing-target-title = Tu puntuación objetivo
standing-target-saved = Guardado: tu objetivo es { $target }.
standing-target-cleared = Guardado: sin puntuación objetivo.
standing-bad-target = Escribe un número entero de 0 a 100, o deja el campo vacío.
