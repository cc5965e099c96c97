# La clase para todos y para los estudiantes: unirse a un grupo, iniciar
# sesión, los grupos y tareas de un estudiante, hacer un ejercicio, la cuenta
# del profesor.

class-title = Clase
class-needs-js = Estos formularios necesitan JavaScript: unirte a un grupo e iniciar sesión ocurren en tu navegador.

## Entrar

class-signin-title = Entrar en la clase
class-welcome-lead = Únete a tu grupo con el código que te dio tu profesor, vuelve con tu código de recuperación o inicia sesión como profesor.
class-join-title = Unirse a un grupo
class-join-heading = Unirse a un grupo
class-join-have-account = ¿Ya te uniste? Inicia sesión con tu código de recuperación.
class-join-code = Código del grupo
class-join-name = Nombre visible
class-join-name-help = El nombre que tu profesor ve junto a tus resultados. No hace falta ninguna dirección de correo.
class-privacy-link = Qué guarda el servidor
class-join-submit = Unirme al grupo
class-joined = Te has unido a { $group }.
class-recovery-heading = Tu código de recuperación
class-recovery-explain = Este código es tu única forma de volver a entrar, en este ordenador después de cerrar sesión o en otro dispositivo. Anótalo o cópialo en un lugar seguro.
class-recovery-copy = Copiar el código
class-recovery-copied = Copiado.
class-recovery-once = Solo se muestra esta vez. Si lo pierdes, tu profesor puede darte uno nuevo.
class-recovery-continue = Ya lo guardé: ir a mis tareas
class-recover-heading = Volver a entrar con un código de recuperación
class-recover-code = Código de recuperación
class-recover-submit = Iniciar sesión
class-instructor-heading = Acceso de profesores
class-instructor-name = Nombre
class-password = Contraseña
class-instructor-submit = Iniciar sesión como profesor

## Primer profesor

class-setup-heading = Crear el primer profesor
class-setup-lead = Este enlace funciona una sola vez. Elige el nombre y la contraseña con los que iniciarás sesión; después podrás añadir otros profesores a tus grupos.
class-new-password = Contraseña nueva
class-password-help = { $count ->
    [one] Al menos { $count } carácter.
   *[other] Al menos { $count } caracteres.
}
class-password-again = La misma contraseña otra vez
class-password-mismatch = Las dos contraseñas no coinciden.
class-setup-submit = Crear el profesor

## Cuenta

class-sign-out = Cerrar sesión
class-signed-in-as = Has iniciado sesión como { $name }.
class-signed-in-instructor = Has iniciado sesión como { $name }, profesor.
class-to-teach = Tus grupos y tareas
class-password-heading = Cambiar la contraseña
class-password-lead = Tus otras sesiones terminan cuando cambia la contraseña.
class-password-current = Contraseña actual
class-password-submit = Cambiar la contraseña
class-password-changed = Tu contraseña ha cambiado.

## Errores

class-error-signed-out = Vuelve a iniciar sesión.
class-error-bad-credentials = Acceso rechazado: { $detail }.
class-error-forbidden = No tienes acceso a esto.
class-error-not-found = No encontrado: { $detail }.
class-error-invalid = Revisa el formulario: { $detail }.
class-error-rate-limited = { $seconds ->
    [one] Demasiados intentos. Vuelve a probar dentro de { $seconds } segundo.
   *[other] Demasiados intentos. Vuelve a probar dentro de { $seconds } segundos.
}
class-error-unavailable = La base de datos de la clase no responde. Vuelve a probar en un momento.
class-error-network = El servidor no respondió. Comprueba tu conexión y vuelve a probar.
class-error-bad-request = El servidor no pudo leer esta petición. Recarga la página y vuelve a probar.
class-error-other = Algo salió mal: { $detail }.
class-refused-not-open = Esta tarea todavía no está abierta.
class-refused-past-due = La fecha límite ya pasó y esta tarea no acepta entregas con retraso.
class-refused-open-first = Empieza el intento con tiempo antes de entregar.
class-refused-time-up = Se acabó el tiempo de este intento.
class-refused-attempts-used = Ya usaste todos los intentos de este ejercicio.
class-refused-name-taken = Ese nombre ya está en uso. Elige otro.
class-refused-in-use = Todavía está en uso.
class-refused-holds-data = Todavía contiene datos y no se puede eliminar.

## Grupos y tareas

class-no-groups = Todavía no estás en ningún grupo.
class-no-assignments = Todavía no hay tareas en este grupo.
class-opens = Apertura
class-due = Fecha límite
class-phase-upcoming = Todavía no abierta
class-phase-open = Abierta
class-phase-late = Fecha límite pasada, se aceptan entregas con retraso
class-phase-closed = Cerrada
class-submitted-items = { $total ->
    [one] { $done } de { $total } ejercicio entregado
   *[other] { $done } de { $total } ejercicios entregados
}
class-late-mark = con retraso
class-score = Nota: { $score }
class-leave = Salir de este grupo
class-leave-confirm = ¿Salir de { $group }? Tus entregas y resultados en este grupo se eliminan y tu profesor ya no los verá. No se puede deshacer.
class-leave-yes = Salir y eliminar mis datos
class-cancel = Cancelar
class-kind-quiz = Escenario del quiz
class-kind-challenge = Reto del sandbox
class-kind-simulator = Escenario del simulador
class-kind-exam = Pregunta de examen
class-exam-your-answer = Tu respuesta
class-exam-choose = Elige una opción y di si estás seguro.
class-response-exam = Elegiste la opción { $chosen }; la respuesta correcta es la opción { $expected }.
class-exam-explained = Explicaciones

## Una tarea

class-assignment-title = Tarea
class-rule-attempts = { $count ->
    [one] { $count } intento por ejercicio.
   *[other] { $count } intentos por ejercicio.
}
class-rule-attempts-unlimited = Intentos sin límite.
class-rule-time-limit = { $minutes ->
    [one] { $minutes } minuto por intento.
   *[other] { $minutes } minutos por intento.
}
class-rule-late-accepted = Las entregas con retraso se aceptan y se marcan con retraso.
class-rule-late-refused = Las entregas después de la fecha límite se rechazan.
class-rule-answers-shown = Tu resultado se muestra después de cada entrega.
class-rule-answers-hidden = Los resultados no se muestran después de entregar.
class-items = Ejercicios
class-item-not-open = todavía no abierto
class-item-to-do = pendiente
class-item-closed = cerrado
class-item-attempts = { $count ->
    [one] entregado, { $count } intento
   *[other] entregado, { $count } intentos
}
class-item-attempts-of = { $count ->
    [one] entregado: { $count } intento usado de { $allowed }
   *[other] entregado: { $count } intentos usados de { $allowed }
}
class-attempts = Tus intentos
class-col-item = Ejercicio
class-col-attempt = Intento
class-col-submitted = Entregado
class-col-result = Resultado
class-correct = Correcto
class-incorrect = Incorrecto
class-result-hidden = Guardado. Tu profesor ve el resultado.

## Hacer un ejercicio

class-goal = Objetivo
class-item-broken = Este ejercicio no se puede mostrar. Avisa a tu profesor.
class-start-explain = { $minutes ->
    [one] Este intento tiene tiempo: { $minutes } minuto desde que empiezas.
   *[other] Este intento tiene tiempo: { $minutes } minutos desde que empiezas.
}
class-start = Empezar el intento
class-time-left = Tiempo restante:
class-time-up = Se acabó el tiempo. El servidor rechaza lo que llegue después.
class-submit = Entregar
class-submitted-attempt = Intento { $n } guardado.
class-waiting-to-send = Esperando para enviar: tu respuesta se guarda en este navegador y se envía al servidor en cuanto esté disponible.
class-offline-copy = Estás sin conexión: esta es la copia de la página guardada en este dispositivo la última vez que la abriste. Una respuesta que des ahora espera aquí y se envía en cuanto vuelva la red.
class-submitted-late = Llegó después de la fecha límite y queda marcado con retraso.
class-response-quiz = Elegiste { $chosen }; la respuesta esperada es { $expected }.
class-response-challenge = { $total ->
    [one] { $passed } de { $total } prueba oculta superada.
   *[other] { $passed } de { $total } pruebas ocultas superadas.
}
class-response-simulator-reached = { $count ->
    [one] Objetivo alcanzado con { $count } comando.
   *[other] Objetivo alcanzado con { $count } comandos.
}
class-response-simulator-missed = { $count ->
    [one] Objetivo no alcanzado después de { $count } comando.
   *[other] Objetivo no alcanzado después de { $count } comandos.
}

# "Keep my progress on the group server" on the student's class page.
class-keep-heading = Tu progreso en otros dispositivos
class-keep-intro = Tus lecciones, respuestas y tarjetas de repaso se guardan en este navegador. Activa esta opción para guardar también una copia en el servidor de tu grupo: cada dispositivo en el que inicies sesión envía allí su progreso y recibe lo que hiciste en los demás. Al desactivarla, se elimina la copia del servidor.
class-keep-label = Guardar mi progreso en el servidor del grupo
class-keep-synced = Tu progreso está guardado en el servidor y este navegador está al día.
class-keep-off = Tu progreso ya no se guarda en el servidor: su copia se ha eliminado. Este navegador conserva la suya.
