# El marco común de todas las páginas, la portada y las lecciones.

skip-to-content = Saltar al contenido
nav-label = Navegación principal
nav-learn = Lecciones
nav-quiz = Quiz
nav-exam = Simulacro de examen
nav-review = Repaso
nav-sandbox = Sandbox
nav-simulator = Simulador
nav-class = Clase
language-switcher-label = Idioma
theme-dark = Tema oscuro
footer-version = Hooklab sigue Claude Code v2.1.240 (documentación del 22 de agosto de 2026). Cuando la respuesta del examen es otra, las lecciones lo indican.
footer-offline = Cada página que abres sigue funcionando sin conexión, incluidos el sandbox y el simulador.
footer-privacy = Privacidad

not-found-title = Página no encontrada
not-found-body = No hay nada en esta dirección. Puede que el enlace tenga una errata o que la página se haya movido.
not-found-home = Volver a la portada

home-tagline = hooks, descomposición y sesiones, aprendidos con la práctica
home-description = Aprende los hooks de Claude Code, la descomposición de tareas y la gestión de sesiones practicando: lecciones, un sandbox de hooks, un quiz de casos reales y un simulador de sesiones.
home-title = Mantén el control de tus agentes de IA
home-lead = Hooklab prepara una sección de la certificación —los hooks del Agent SDK, la descomposición de tareas y la gestión de sesiones— con lecciones breves y práctica que se ejecuta en tu navegador.
home-reflexes-title = Lo que sabrás decir de un vistazo
home-reflex-hook = Esto se resuelve con un hook, no con el prompt.
home-reflex-pattern = Esto es prompt chaining, no orchestrator-workers.
home-reflex-session = Esta sesión está obsoleta: resúmela y empieza de nuevo.
home-reflexes-after = Cada lección entrena uno de estos reflejos y termina con preguntas para comprobarlo.
home-start-title = Empieza aquí
home-start-body = La sección de un vistazo, el criterio de aprobado y cómo sacar partido a Hooklab.
home-learn-title = Todas las lecciones
home-learn-body = Hooks, descomposición y sesiones, con chuletas para imprimir.
home-exam-title = Simulacro de examen
home-exam-body = Preguntas cronometradas con el formato del examen, o una ronda de práctica con cada respuesta explicada.
home-review-title = Repaso espaciado
home-review-body = Las preguntas que fallaste o adivinaste vuelven justo antes de que las olvides, con un plan hasta el día de tu examen.
home-progress-title = Tu progreso
home-progress-body = Lo preparado que estás por dominio y por lección, y cuántas veces acertaste cuando dijiste «Estoy seguro».
progress-menu-page = Ver lo preparado que estás

learn-title = Lecciones
learn-description = Todas las lecciones de la sección sobre hooks, descomposición de tareas y sesiones.
learn-lead = La primera vez, léelas en orden; después vuelve a las páginas de referencia y a las chuletas.
lesson-count = { $count ->
    [one] { $count } lección
   *[other] { $count } lecciones
}
loading = Cargando…
load-error = No se pudo cargar la página: { $error }
load-error-content = sus preguntas no llegaron
toc-label = En esta página
lesson-version-note = Comportamiento de Claude Code v{ $version }.
breadcrumbs-label = Ruta de navegación
practice-title = Ponlo en práctica
practice-preset = Preset del sandbox: { $id }
practice-challenge = Reto del sandbox: { $id }
practice-simulator = Escenario del simulador: { $id }
practice-other = Práctica: { $id }
checks-title = Ponte a prueba
check-right = Correcto.
check-wrong = No exactamente.
check-show-answer = Ver la respuesta
pager-label = Más lecciones
pager-previous = Anterior
pager-next = Siguiente
