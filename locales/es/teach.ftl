# Las páginas del profesor: grupos, tareas, adaptaciones, resultados y
# gráficos, ejercicios propios.

teach-title = Enseñar
teach-lead = Tus grupos, sus tareas y sus resultados. Los estudiantes se unen a un grupo con su enlace o su código.
teach-links = Páginas del profesor
teach-account = Tu cuenta
teach-students-not-here = Estas páginas son para profesores. Tus tareas están en la página Clase.
teach-to-class = Ir a la página Clase
teach-groups = Tus grupos
teach-no-groups = Todavía no tienes ningún grupo. Crea uno aquí abajo.
teach-students-count = { $count ->
    [one] { $count } estudiante
   *[other] { $count } estudiantes
}
teach-new-group = Grupo nuevo
teach-group-name = Nombre del grupo
teach-create-group = Crear el grupo

## Un grupo

teach-group-title = Grupo
teach-join-heading = Unirse al grupo
teach-join-explain = Da a los estudiantes este enlace, o el código para escribir en la página Clase. Eligen un nombre visible y reciben un código de recuperación.
teach-join-code = Código del grupo:
teach-copy-link = Copiar el enlace
teach-rotate = Cambiar el código
teach-rotate-confirm = El enlace y el código actuales dejan de funcionar enseguida; los estudiantes que ya se unieron siguen en el grupo.
teach-rotate-yes = Cambiarlo ahora
teach-assignments = Tareas
teach-no-assignments = Todavía no hay ninguna tarea.
teach-new-assignment = Tarea nueva
teach-items-count = { $count ->
    [one] { $count } ejercicio
   *[other] { $count } ejercicios
}
teach-results = Resultados
teach-students = Estudiantes
teach-no-students = Todavía no se ha unido ningún estudiante.
teach-col-student = Estudiante
teach-col-joined = Se unió
teach-col-actions = Acciones
teach-reset-code = Código de recuperación nuevo
teach-reset-code-for = Código de recuperación nuevo para { $name }
teach-new-code-once = Da este código al estudiante: solo se muestra una vez y su código anterior deja de funcionar.
teach-remove-student = Quitar
teach-remove-student-named = Quitar a { $name }
teach-remove-confirm = ¿Quitar a { $name } del grupo? Sus entregas y sus resultados en este grupo se eliminan.
teach-remove-yes = Quitar y eliminar sus datos
teach-instructors = Profesores
teach-add-instructor = Añadir un profesor
teach-add-instructor-help = El nombre con el que el otro profesor inicia sesión. Verá y gestionará todo lo de este grupo.
teach-add-instructor-submit = Añadir al grupo
teach-delete-group = Eliminar el grupo
teach-delete-group-confirm = ¿Eliminar { $group } con sus tareas, las entregas de los estudiantes y sus resultados? No se puede deshacer.
teach-delete-group-yes = Eliminar { $group }

## Una tarea

teach-assignment-title = Tarea
teach-assignment-name = Nombre
teach-assignment-items = Ejercicios
teach-authored-mark = tuyo
teach-time-zone = Zona horaria de las fechas
teach-opens = Apertura
teach-due = Fecha límite
teach-late-policy = Después de la fecha límite
teach-late-accept = Aceptar las entregas y marcarlas con retraso
teach-late-refuse = Rechazar las entregas
teach-attempts = Intentos permitidos por ejercicio
teach-attempts-help = Déjalo vacío para no poner límite.
teach-time-limit = Tiempo por intento, en minutos
teach-time-limit-help = Déjalo vacío para no limitar el tiempo.
teach-show-answers = Mostrar la nota y la respuesta esperada después de cada entrega
teach-create-assignment = Crear la tarea
teach-save-assignment = Guardar los cambios
teach-saved = Guardado.
teach-edit-assignment = Cambiar la configuración
teach-zone-of = Fechas fijadas en la zona { $zone }.
teach-problem-title = Ponle un nombre a la tarea.
teach-problem-items = Elige al menos un ejercicio.
teach-problem-date = Escribe una fecha y una hora.
teach-problem-due-order = La fecha límite tiene que ser posterior a la apertura.
teach-problem-time-zone = Elige una zona horaria.
teach-problem-count = Escribe un número entero mayor que cero o deja el campo vacío.
teach-accommodations = Adaptaciones
teach-accommodations-lead = Más tiempo, más intentos o una fecha límite posterior para un estudiante.
teach-extra-minutes = { $count ->
    [one] { $count } minuto más por intento
   *[other] { $count } minutos más por intento
}
teach-extra-attempts = { $count ->
    [one] { $count } intento más
   *[other] { $count } intentos más
}
teach-later-due = fecha límite
teach-extra-minutes-label = Minutos de más por intento
teach-extra-attempts-label = Intentos de más
teach-later-due-label = Fecha límite posterior ({ $zone })
teach-set-override = Guardar la adaptación
teach-clear-override = Quitar
teach-clear-override-for = Quitar la adaptación de { $name }
teach-delete-assignment = Eliminar la tarea
teach-delete-assignment-confirm = ¿Eliminar { $assignment } con todas sus entregas? No se puede deshacer.
teach-delete-assignment-yes = Eliminar { $assignment }

## Resultados

teach-results-title = Resultados
teach-results-of = Resultados: { $assignment }
teach-download-csv = Descargar CSV
teach-download-json = Descargar JSON
teach-stale = { $count ->
    [one] { $count } intento se calificó con una versión anterior de su ejercicio.
   *[other] { $count } intentos se calificaron con una versión anterior de su ejercicio.
}
teach-regrade = Calificarlos de nuevo
teach-regraded = { $count ->
    [one] { $count } intento calificado de nuevo; la nota cambió en { $changed }.
   *[other] { $count } intentos calificados de nuevo; la nota cambió en { $changed }.
}
teach-grid = Estudiantes y ejercicios
teach-not-attempted = sin intentar
teach-col-total = Total
teach-item-stats = Ejercicios, del más difícil al más fácil
teach-item-stats-lead = La facilidad es la nota media de los estudiantes que intentaron el ejercicio. La discriminación va de −1 a 1: es alta cuando a quienes les fue bien en el conjunto también les fue bien en el ejercicio. La respuesta incorrecta más frecuente cuenta los primeros intentos.
teach-col-item = Ejercicio
teach-col-attempted = Lo intentaron
teach-col-facility = Facilidad
teach-col-discrimination = Discriminación
teach-col-wrong = Respuesta incorrecta más frecuente
teach-none = —
teach-wrong-share = { $answer } ({ $share }, { $count ->
    [one] { $count } estudiante
   *[other] { $count } estudiantes
})
teach-goal-not-reached = objetivo no alcanzado
teach-charts = Gráficos
teach-distribution = { $count ->
    [one] Distribución de notas del { $count } estudiante que entregó
   *[other] Distribución de notas de los { $count } estudiantes que entregaron
}
teach-bin = { $from }–{ $to } %
teach-as-table = Como tabla
teach-col-score = Nota
teach-col-students = Estudiantes
teach-items-chart = Facilidad y discriminación por ejercicio, del más difícil al más fácil
teach-items-chart-text = La tabla «Ejercicios, del más difícil al más fácil» da las mismas cifras.
teach-confusion = Qué patrón se eligió en lugar de cuál
teach-confusion-lead = Ejercicios del quiz, primeros intentos: las filas son el patrón esperado y las columnas el elegido; la lista numerada los nombra.
teach-expected-chosen = Esperado \ elegido
teach-challenge-outcomes = El resultado incorrecto más frecuente de cada reto del sandbox
teach-outcome-line = { $item }: { $wrong }

## Ejercicios propios

teach-items-title = Tus ejercicios
teach-items-lead = Escenarios del quiz, retos del sandbox y escenarios del simulador que escribes tú, en el formato del contenido. Puedes usarlos en las tareas de tus grupos.
teach-upload = Subir ejercicios
teach-upload-kind = Tipo de ejercicio
teach-upload-files = Archivos
teach-upload-help = Archivos TOML en el formato del contenido, un ejercicio por archivo. Se guardan todos los archivos o ninguno.
teach-upload-submit = { $count ->
    [0] Subir
    [one] Subir { $count } archivo
   *[other] Subir { $count } archivos
}
teach-upload-refused = No se ha guardado nada. Corrige estos errores y vuelve a subir los archivos:
teach-upload-at-line-field = { $file }, línea { $line }, campo { $field }:
teach-upload-at-line = { $file }, línea { $line }:
teach-upload-at-field = { $file }, campo { $field }:
teach-upload-in-file = { $file }:
teach-upload-saved = { $count ->
    [one] { $count } ejercicio guardado.
   *[other] { $count } ejercicios guardados.
}
teach-my-items = Tus ejercicios
teach-no-items = Todavía no has subido ningún ejercicio.
teach-col-kind = Tipo
teach-col-updated = Actualizado
teach-delete-item = Eliminar
teach-delete-item-named = Eliminar { $item }
teach-delete-item-confirm = ¿Eliminar { $item }? Un ejercicio que usa una tarea no se puede eliminar.

## Preguntas de examen en las tareas
teach-domain-filter = Mostrar las preguntas de examen de
teach-domain-all = todos los dominios
teach-exam-option = opción { $option }
teach-confidence-sure = seguro
teach-confidence-guessing = adivinando
