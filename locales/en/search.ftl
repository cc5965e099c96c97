# The search field in every page's header, and the search page.
search-label = Search
search-placeholder = Lessons, glossary, cheat sheets
search-submit = Search
search-title = Search
search-description = Search Hooklab's lessons, glossary and cheat sheets.
search-prompt = Type a few words in the search field: every result holds them all and opens at its heading.
search-results = { $count ->
    [one] { $count } result for “{ $query }”
   *[other] { $count } results for “{ $query }”
}
search-none = No results for “{ $query }”. Check the spelling, or try fewer words.
search-found = { $count ->
    [one] { $count } result
   *[other] { $count } results
}
search-nothing = No results
search-more = { $shown ->
    [one] Only the best { $shown } result is listed: add a word to narrow the search.
   *[other] Only the best { $shown } results are listed: add a word to narrow the search.
}
search-results-label = Search results
search-see-all = See all results
search-keys-hint = ↑ ↓ to choose, Enter to open, Esc to close
search-loading = Loading the search index…
search-unavailable = The search index could not be loaded: press Enter to search on the server.
