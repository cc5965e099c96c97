# Las palabras que el pipeline de contenido (hooklab-content) añade alrededor de las lecciones.

## Títulos de las secciones, en el orden del índice

section-start = Primeros pasos
section-hooks = Hooks
section-decomposition = Descomposición de tareas
section-sessions = Gestión de sesiones
section-exam = Preparación del examen
section-reference = Referencia
section-cheat-sheets = Chuletas

## Títulos de los recuadros. «important» marca dónde difieren la respuesta del examen y Claude Code hoy.

callout-note = Nota
callout-tip = Consejo
callout-important = Respuesta del examen / Claude Code hoy
callout-warning = Advertencia
callout-caution = Precaución

## Bloques de código y títulos

code-copy = Copiar
code-copied = Copiado
code-bad-example = Error intencionado
heading-anchor = Enlace a esta sección
