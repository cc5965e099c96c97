# El campo de búsqueda de la cabecera de cada página, y la página de búsqueda.
search-label = Buscar
search-placeholder = Lecciones, glosario, chuletas
search-submit = Buscar
search-title = Búsqueda
search-description = Busca en las lecciones, el glosario y las chuletas de Hooklab.
search-prompt = Escribe unas palabras en el campo de búsqueda: cada resultado las contiene todas y se abre en su encabezado.
search-results = { $count ->
    [one] { $count } resultado para «{ $query }»
   *[other] { $count } resultados para «{ $query }»
}
search-none = No hay resultados para «{ $query }». Revisa la ortografía o prueba con menos palabras.
search-found = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
}
search-nothing = No hay resultados
search-more = { $shown ->
    [one] Solo se muestra el mejor resultado ({ $shown }): añade una palabra para afinar la búsqueda.
   *[other] Solo se muestran los { $shown } mejores resultados: añade una palabra para afinar la búsqueda.
}
search-results-label = Resultados de la búsqueda
search-see-all = Ver todos los resultados
search-keys-hint = ↑ ↓ para elegir, Intro para abrir, Esc para cerrar
search-loading = Cargando el índice de búsqueda…
search-unavailable = No se pudo cargar el índice de búsqueda: pulsa Intro para buscar en el servidor.
