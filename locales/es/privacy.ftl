# La página de privacidad: qué guarda la clase, cuánto tiempo y quién lo ve.

privacy-title = Privacidad
privacy-lead = Las lecciones y las herramientas de práctica no guardan nada sobre ti en el servidor. Solo lo hace la clase, y solo lo que necesita.
privacy-kept-title = Qué guarda el servidor
privacy-kept-students = De un estudiante: el nombre visible que eliges, los grupos a los que te uniste y cuándo, una huella de tu código de recuperación (SHA-256; el código en sí no se guarda) y cada entrega con su hora, tu respuesta y su nota.
privacy-kept-instructors = De un profesor: el nombre, la contraseña como hash argon2id, los grupos y las tareas, y los ejercicios que subió.
privacy-kept-not = Ninguna dirección de correo, ningún rastreo, ninguna analítica. Las sesiones son tokens aleatorios guardados como huella; los registros de peticiones guardan rutas sin códigos de grupo, nunca una contraseña, un código ni una sesión.
privacy-browser-title = Qué guarda tu navegador
privacy-browser-body = Una cookie de sesión mientras estás dentro y una entrega que espera la respuesta del servidor. Cerrar sesión termina la sesión en el servidor y borra lo que este navegador guardaba para tu cuenta, así que un ordenador compartido no conserva nada tuyo. Tu progreso fuera de la clase queda solo en tu navegador, salvo que actives «Guardar mi progreso en el servidor del grupo» en la página de la clase: entonces el servidor también guarda una copia (lecciones leídas, respuestas, exámenes, tarjetas de repaso) hasta que la desactives, salgas de tu último grupo o te retiren de él, lo que la elimina. En ese caso, cerrar sesión también borra el progreso de este navegador.
privacy-who-title = Quién lo ve
privacy-who-body = Tú ves tus propias entregas y resultados. Los profesores de un grupo ven los nombres visibles, las entregas y los resultados de sus estudiantes. Nadie más: los demás estudiantes nunca ven los tuyos.
privacy-leave-title = Salir y eliminar
privacy-leave-student = Un estudiante puede salir de un grupo desde la página Clase: sus entregas y resultados en ese grupo se eliminan al momento.
privacy-leave-instructor = Un profesor puede quitar a un estudiante o eliminar un grupo con todo lo que contiene. Quien aloja este servidor puede eliminar cualquier dato.
privacy-how-long-title = Durante cuánto tiempo
privacy-how-long-data = Las entregas y los resultados se conservan hasta que el estudiante sale del grupo, el profesor los quita o elimina el grupo, o quien aloja el servidor los elimina.
privacy-how-long-sessions = Las sesiones terminan al cerrar sesión o después de { $instructor ->
    [one] { $instructor } día
   *[other] { $instructor } días
} para un profesor y { $student ->
    [one] { $student } día
   *[other] { $student } días
} para un estudiante.
