# Hooklab sin conexión: la página sin conexión, la página que aparece en
# lugar de una que este dispositivo nunca guardó y el aviso de actualización.

offline-nav = Sin conexión
offline-title = Usar Hooklab sin conexión
offline-description = Guarda un idioma completo de Hooklab en este dispositivo y estudia sin red: lecciones, quiz, simulacro de examen, sandbox y simulador.
offline-lead = Cada página que abres se guarda en este dispositivo y vuelve a abrirse sin red. Para estudiar un idioma completo en un avión, guárdalo aquí antes: sus lecciones, chuletas, el quiz, el simulacro de examen, el repaso espaciado, los presets y retos del sandbox y los escenarios del simulador.
offline-works = Sin conexión todo funciona como siempre salvo la clase: iniciar sesión, unirte a un grupo y enviar respuestas necesitan el servidor.
offline-save = Guardar para usar sin conexión
offline-saving = { $total ->
    [one] Guardando: { $done } de { $total } página
   *[other] Guardando: { $done } de { $total } páginas
}
offline-saved-languages = Guardado en este dispositivo: { $languages }.
offline-nothing-saved = Todavía no hay ningún idioma guardado en este dispositivo.
offline-stored-kb = { $size ->
    [one] { $size } KB guardado en este dispositivo.
   *[other] { $size } KB guardados en este dispositivo.
}
offline-stored-mb = { $size ->
    [one] { $size } MB guardado en este dispositivo.
   *[other] { $size } MB guardados en este dispositivo.
}
offline-remove = Quitar de este dispositivo
offline-failed-unreachable = El guardado se detuvo: no se pudo contactar con el servidor. Vuelve a intentarlo cuando tengas conexión.
offline-failed-pages = { $failed ->
    [one] No se pudo guardar { $failed } de { $total } páginas. Vuelve a intentarlo cuando tengas conexión.
   *[other] No se pudieron guardar { $failed } de { $total } páginas. Vuelve a intentarlo cuando tengas conexión.
}
offline-unsupported = Este navegador no puede guardar Hooklab para usarlo sin conexión: necesita JavaScript y service workers.
offline-starting = Comprobando qué guarda este dispositivo…
offline-unavailable-title = Esta página no está en este dispositivo
offline-unavailable-text = No tienes conexión y esta página no se abrió ni se guardó aquí antes. Las páginas que abriste o guardaste siguen funcionando.
offline-unavailable-link = Qué está disponible sin conexión
update-available = Hay una nueva versión de Hooklab lista.
update-reload = Actualizar y recargar
