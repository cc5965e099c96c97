# Using Hooklab offline: the offline page, the page shown for a page this
# device never stored, and the update notice.

offline-nav = Offline use
offline-title = Use Hooklab offline
offline-description = Save a whole language of Hooklab on this device and study with no network: lessons, quiz, mock exam, sandbox and simulator.
offline-lead = Every page you open is kept on this device, so it opens again with no network. To study a whole language on a plane, save it here first: its lessons, cheat sheets, quiz, mock exam, spaced review, sandbox presets and challenges, and simulator scenarios.
offline-works = Offline, everything works as usual except the class: signing in, joining a group and sending answers need the server.
offline-save = Make available offline
offline-saving = { $total ->
    [one] Saving: { $done } of { $total } page
   *[other] Saving: { $done } of { $total } pages
}
offline-saved-languages = Saved on this device: { $languages }.
offline-nothing-saved = No language is saved on this device yet.
offline-stored-kb = { $size ->
    [one] { $size } KB stored on this device.
   *[other] { $size } KB stored on this device.
}
offline-stored-mb = { $size ->
    [one] { $size } MB stored on this device.
   *[other] { $size } MB stored on this device.
}
offline-remove = Remove from this device
offline-failed-unreachable = Saving stopped: the server could not be reached. Try again once you are online.
offline-failed-pages = { $total ->
    [one] { $failed } of { $total } page could not be stored. Try again once you are online.
   *[other] { $failed } of { $total } pages could not be stored. Try again once you are online.
}
offline-unsupported = This browser cannot keep Hooklab for offline use: it needs JavaScript and service workers.
offline-starting = Checking what this device stores…
offline-unavailable-title = This page is not on this device
offline-unavailable-text = You are offline, and this page was neither opened nor saved here before. The pages you opened or saved still work.
offline-unavailable-link = What is available offline
update-available = A new version of Hooklab is ready.
update-reload = Update and reload
