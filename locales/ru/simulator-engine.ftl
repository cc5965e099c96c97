# Симулятор сессий: все сообщения, которые выдаёт ядро (hooklab_core::session).
# По одному сообщению на строку, только простые подстановки: ядро выводит их само.

## Вывод команд

sim-session-started = Новая сессия { $id } в { $dir }.
sim-session-resumed = Сессия { $id } возобновлена в { $dir }.
sim-session-forked = Создан форк { $id } сессии { $parent }, рабочий каталог: { $dir }.
sim-session-stored = Файл транскрипта: { $path }
sim-session-ended = Сессия { $id } завершена.
sim-print-done = (здесь печатается ответ; в текстовом выводе идентификатора сессии нет)
sim-print-json = { $json }
sim-cleared = /clear завершил сессию { $old } и открыл сессию { $id }.
sim-compacted = Сессия { $id } сжата.
sim-renamed = Сессия переименована в { $name }.
sim-prompt-sent = Промпт добавлен в сессию { $id }.
sim-read-done = Файл { $path } (версия { $version }) прочитан и попал в контекст.
sim-write-done = Агент изменил { $path } (теперь версия { $version }).
sim-edit-done = { $path } изменён вне сессии (теперь версия { $version }).
sim-dir-created = Создан { $path }
sim-worktree-created = Worktree { $path } создан на ветке { $branch }.
sim-ls-root = { $root }/
sim-ls-project = { $slug }/   (из { $dir })
sim-ls-session = { $file }
sim-ls-session-named = { $file }   имя: { $name }
sim-ls-session-print = { $file }   сессия -p или SDK
sim-ls-empty = В { $root } пока нет ни одной сессии.
sim-ls-dir-entry = { $name }
sim-ls-dir-empty = Каталог { $path } пуст.
sim-pwd = { $path }
sim-picker-header = Сессии каталога { $dir }, сначала новые:
sim-picker-entry = { $id }   { $title }
sim-picker-empty = В { $dir } нет диалогов, из которых можно выбрать.
sim-env-set = { $name } теперь равно { $value }
sim-env-unset = { $name } больше не задана
sim-help = Команды: { $commands }
sim-version-shown = { $version } (Claude Code)

## Пояснения

sim-explain-slug = Claude Code хранит этот транскрипт в projects/{ $slug }: это путь { $dir }, в котором каждый символ, кроме a-z, A-Z и 0-9, заменён дефисом, один к одному.
sim-explain-slug-hashed = Из пути { $dir } получается имя длиннее 200 символов, поэтому папка называется projects/{ $slug }: первые 200 символов, дефис и { $hash }. Этот суффикс — _simple_hash из Agent SDK; CLI Claude Code считает Bun.hash и получает другой суффикс.
sim-explain-continue-picked = --continue взял самый свежий диалог, сохранённый для этого каталога: { $id }.
sim-explain-continue-hides-print = { $count ->
    [one] Пропущена { $count } более свежая сессия -p или SDK: начиная с v2.1.90 голый --continue таких не видит. Используйте claude -p --continue или --resume с идентификатором.
    [few] Пропущены { $count } более свежие сессии -p или SDK: начиная с v2.1.90 голый --continue их не видит. Используйте claude -p --continue или --resume с идентификатором.
    [many] Пропущено { $count } более свежих сессий -p или SDK: начиная с v2.1.90 голый --continue их не видит. Используйте claude -p --continue или --resume с идентификатором.
   *[other] Пропущено { $count } более свежей сессии -p или SDK: начиная с v2.1.90 голый --continue их не видит. Используйте claude -p --continue или --resume с идентификатором.
}
sim-explain-continue-includes-print = С флагом -p команда --continue учитывает и сессии -p и SDK, поэтому выбрана { $id }.
sim-explain-continue-only-here = --continue смотрит только на диалоги именно этого каталога, даже внутри репозитория. Сессии этого репозитория сохранены для: { $dirs }. Перейдите туда через cd или возобновите сессию по имени — такой поиск охватывает весь репозиторий.
sim-explain-resume-other-project = Этот идентификатор сохранён не для текущего каталога, а для { $dir }. Начиная с v2.1.223 возобновление по идентификатору ищет и во всех остальных проектах и берёт сессию, если она есть ровно в одном из них.
sim-explain-resume-old-version = Claude Code { $version } ищет идентификатор только в текущем проекте и его git worktree, а транскрипт сохранён для { $dir }. Сначала перейдите туда через cd (с v2.1.223 поиск охватывает все проекты).
sim-explain-resume-duplicates = { $count ->
    [one] Транскрипт с этим идентификатором есть ещё в { $count } проекте, поэтому поиск по всем проектам не может выбрать и сообщает, что ничего не нашёл.
    [few] Транскрипт с этим идентификатором есть ещё в { $count } проектах, поэтому поиск по всем проектам не может выбрать и сообщает, что ничего не нашёл.
    [many] Транскрипт с этим идентификатором есть ещё в { $count } проектах, поэтому поиск по всем проектам не может выбрать и сообщает, что ничего не нашёл.
   *[other] Транскрипт с этим идентификатором есть ещё в { $count } проекта, поэтому поиск по всем проектам не может выбрать и сообщает, что ничего не нашёл.
}
sim-explain-resume-nowhere = Ни в одном проекте на этой машине нет транскрипта с таким идентификатором.
sim-explain-name-elsewhere = Возобновление по имени ищет во всём текущем git-репозитории и его worktree, включая подкаталоги; вне репозитория — только в этом каталоге. Сессии с именем { $name } сохранены для: { $dirs }.
sim-explain-fork-shared-fs = У форка новый идентификатор и своя копия диалога, оригинал остаётся нетронутым. А вот файлы НЕ копируются: форк и родитель правят одни и те же файлы. Для настоящей изоляции дайте каждому форку свой git worktree (claude -w ИМЯ).
sim-explain-fork-source-old = В Claude Code { $version } хук SessionStart у форка сообщает source «resume»; значение «fork» появилось в v2.1.214.
sim-explain-clear-keeps-name = /clear выдал новый идентификатор сессии и сохранил имя { $name }. Всё, что запомнило старый идентификатор ({ $old }), теперь возобновит диалог, каким он был до /clear.
sim-explain-clear-new-id = /clear выдал новый идентификатор сессии. Всё, что запомнило старый идентификатор ({ $old }), теперь возобновит диалог, каким он был до /clear.
sim-explain-compact = Перед сжатием сработал PreCompact (он может его заблокировать), затем PostCompact и SessionStart с source "compact": именно здесь хук может вернуть в контекст важное состояние.
sim-explain-print-id-hidden = В обычном текстовом выводе идентификатор сессии не показывается. Чтобы потом возобновить этот запуск, сохраните идентификатор: --output-format json отдаёт его в .session_id, а SDK кладёт его в сообщения init и result.
sim-explain-worktree-isolation = Эта сессия работает в собственной рабочей копии { $path }: её правки не затрагивают ни основную копию, ни другие worktree.
sim-explain-config-dir = Теперь Claude Code сохраняет и ищет сессии в { $root }.
sim-explain-fresh-not-resumed = Это совершенно новый диалог: в projects/{ $slug } раньше ничего не было. Просто claude никогда ничего не возобновляет; чтобы вернуться к прежней работе, используйте -c или --resume из того каталога, где она начиналась.

## Предупреждения

sim-warn-stale-context = { $count ->
    [one] В контексте { $count } устаревшее чтение: { $files }. Эти файлы изменились после того, как агент их прочитал, и он будет верить старому содержимому, пока его не попросят перечитать.
    [few] В контексте { $count } устаревших чтения: { $files }. Эти файлы изменились после того, как агент их прочитал, и он будет верить старому содержимому, пока его не попросят перечитать.
    [many] В контексте { $count } устаревших чтений: { $files }. Эти файлы изменились после того, как агент их прочитал, и он будет верить старому содержимому, пока его не попросят перечитать.
   *[other] В контексте { $count } устаревшего чтения: { $files }. Эти файлы изменились после того, как агент их прочитал, и он будет верить старому содержимому, пока его не попросят перечитать.
}
sim-warn-collision = Последним { $path } менял агент сессии { $other }. У сессий одна файловая система, так что эта правка ложится поверх чужой.
sim-warn-edit-makes-stale = Сессии, читавшие { $path }, теперь держат устаревшую копию: { $sessions }.

## Ошибки

sim-error-unknown-command = { $command }: команда не найдена. Введите help, чтобы увидеть список команд.
sim-error-unknown-flag = { $command }: неизвестный параметр { $flag }
sim-error-missing-value = Параметру { $flag } нужно значение.
sim-error-missing-argument = { $command }: не хватает аргумента.
sim-error-unexpected-argument = { $command }: лишний аргумент { $arg }
sim-error-unclosed-quote = Кавычка не закрыта.
sim-error-invalid-uuid = --session-id ждёт корректный UUID, а { $value } им не является.
sim-error-invalid-name = { $name } не годится в качестве имени.
sim-error-fork-needs-resume = --fork-session работает только вместе с --resume или --continue.
sim-error-session-id-needs-fork = Если --session-id указан вместе с --resume или --continue, нужен ещё и --fork-session.
sim-error-continue-and-resume = Укажите либо --continue, либо --resume, но не оба сразу.
sim-error-print-needs-prompt = Для -p нужен промпт, например claude -p "объясните этот модуль".
sim-error-bad-output-format = --output-format принимает text, json или stream-json, но не { $value }.
sim-error-unknown-slash = Симулятор не знает команду { $command }. Попробуйте /clear, /compact, /rename или exit.
sim-error-unknown-git = git { $args }: симулируется только git worktree add ПУТЬ.
sim-error-session-running = В этом терминале открыта сессия Claude Code. Сначала введите exit.
sim-error-no-session = Ни одна сессия Claude Code не открыта. Запустите её командой claude.
sim-error-no-such-dir = { $path }: нет такого каталога.
sim-error-no-such-file = { $path }: нет такого файла.
sim-error-not-a-dir = { $path } — это файл, а не каталог.
sim-error-is-a-dir = { $path } — это каталог.
sim-error-not-a-repo = { $path } не находится внутри git-репозитория.
sim-error-path-exists = { $path } уже существует.
sim-error-session-id-in-use = Идентификатор сессии { $id } уже занят.
# Verbatim: Claude Code печатает эту строку по-английски на любом языке.
sim-error-no-conversation = No conversation found with session ID: { $id }
sim-error-resume-not-found-old = Claude Code { $version } не находит сессию { $id } из этого каталога. Что версии до v2.1.223 выводят в таком случае, не задокументировано, и сообщения пользователей расходятся; симулятор останавливается здесь с кодом выхода 1.
sim-error-continue-none = Симулятор не нашёл в { $dir } диалога, который можно продолжить (точный текст Claude Code для этого случая не задокументирован).
sim-error-name-not-found = Симулятор не нашёл сессию с именем { $name } ни в этом git-репозитории, ни в его worktree (точный текст Claude Code для этого случая не задокументирован).
sim-error-name-not-found-here = Симулятор не нашёл сессию с именем { $name } для этого каталога, а сам каталог не входит ни в один git-репозиторий (точный текст Claude Code для этого случая не задокументирован).
sim-error-name-ambiguous = { $count ->
    [one] Имя { $name } носит { $count } сессия. Claude Code откроет список, отфильтрованный по имени; чтобы выбрать одну, возобновляйте по идентификатору.
    [few] Имя { $name } носят { $count } сессии. Claude Code откроет список, отфильтрованный по имени; чтобы выбрать одну, возобновляйте по идентификатору.
    [many] Имя { $name } носят { $count } сессий. Claude Code откроет список, отфильтрованный по имени; чтобы выбрать одну, возобновляйте по идентификатору.
   *[other] Имя { $name } носят { $count } сессии. Claude Code откроет список, отфильтрованный по имени; чтобы выбрать одну, возобновляйте по идентификатору.
}
sim-error-picker-needs-terminal = Список выбора интерактивный: введите claude --resume, а за ним идентификатор или имя.

## Проверка цели

sim-goal-all = Все условия:
sim-goal-any = Одно из условий:
sim-goal-running = Открыта сессия.
sim-goal-running-id = Открыта именно сессия { $id }.
sim-goal-running-in = Она работает в { $dir }.
sim-goal-running-named = Её имя — { $name }.
sim-goal-running-fork-of = Это форк сессии { $parent }.
sim-goal-running-not-id = Это не { $id }.
sim-goal-forks = { $count ->
    [one] У сессии { $parent } есть хотя бы { $count } форк.
    [few] У сессии { $parent } есть хотя бы { $count } форка.
    [many] У сессии { $parent } есть хотя бы { $count } форков.
   *[other] У сессии { $parent } есть хотя бы { $count } форка.
}
sim-goal-forks-distinct = Каждый форк работает в своём каталоге.
sim-goal-forks-in-worktrees = Каждый форк работает в собственном git worktree.
sim-goal-forks-wrote = Агент каждого форка изменил какой-нибудь файл.
sim-goal-no-stale = В её контексте нет устаревших чтений.
sim-goal-read = Она прочитала текущую версию { $path }.
sim-goal-fresh-summary = Новая сессия (не форк и не /clear) начинается со сводки из четырёх частей: цель, принятые решения, текущее состояние кода, открытые вопросы.
sim-goal-resumed = Сессия { $id } возобновлена.
sim-goal-resumed-by = Сессия { $id } возобновлена через { $by }.
sim-goal-resumed-any-by = Сессия, начатая в этом упражнении, возобновлена через { $by }.
sim-goal-untouched = Сессия { $id } осталась нетронутой.
sim-goal-cleared-from = /clear заменил сессию { $id } новой.
sim-goal-hook-fired = Сработал хук { $event } { $value }.
sim-goal-reached = Цель достигнута.
sim-goal-not-yet = Пока нет.

## Дерево решений для устаревшего контекста

sim-tree-title = Возобновить, перечитать, форкнуть или начать заново?
sim-tree-yes = Да
sim-tree-no = Нет
sim-tree-q-goal-changed = Изменилась ли цель с начала этой сессии?
sim-tree-q-context-long = Не разросся ли контекст (его сжимали раз за разом или он вышел за удобный размер)?
sim-tree-q-files-edited = Касались ли последние вызовы инструментов агента файлов, которые с тех пор правили?
sim-tree-q-small-surgical = Затронутая область мала, а правки точечные?
sim-tree-q-compare = Хотите попробовать другой подход, не трогая текущую линию работы?
sim-tree-leaf-resume = Возобновить сессию как есть.
sim-tree-leaf-resume-with-reread = Возобновить и прямо сказать агенту, какие файлы изменились и что их нужно перечитать, прежде чем продолжать.
sim-tree-leaf-fork = Форкнуть сессию: новый идентификатор с той же историей, а оригинал остаётся как был.
sim-tree-leaf-restart-with-summary = Выбросить сессию и начать новую со сводкой: цель, принятые решения, текущее состояние кода, открытые вопросы.
sim-tree-why-goal-changed = Вы указали, что цель изменилась.
sim-tree-why-goal-same = Цель та же, с которой сессия начиналась.
sim-tree-why-context-long = В транскрипте { $entries ->
    [one] { $entries } запись
    [few] { $entries } записи
    [many] { $entries } записей
   *[other] { $entries } записи
}, контекст сжимался { $compactions ->
    [one] { $compactions } раз
    [few] { $compactions } раза
    [many] { $compactions } раз
   *[other] { $compactions } раза
}.
sim-tree-why-context-ok = В транскрипте { $entries ->
    [one] { $entries } запись
    [few] { $entries } записи
    [many] { $entries } записей
   *[other] { $entries } записи
}, контекст сжимался { $compactions ->
    [one] { $compactions } раз
    [few] { $compactions } раза
    [many] { $compactions } раз
   *[other] { $compactions } раза
}. С этим ещё можно работать.
sim-tree-why-files-edited = { $count ->
    [one] Изменился { $count } файл, который читал агент: { $files }.
    [few] Изменились { $count } файла, которые читал агент: { $files }.
    [many] Изменились { $count } файлов, которые читал агент: { $files }.
   *[other] Изменились { $count } файла, которые читал агент: { $files }.
}
sim-tree-why-no-files-edited = Ничего из прочитанного агентом с тех пор не менялось.
sim-tree-why-surgical = { $count ->
    [one] Изменён { $count } файл, и в нём только небольшие правки на месте.
    [few] Изменены { $count } файла, и везде только небольшие правки на месте.
    [many] Изменено { $count } файлов, и везде только небольшие правки на месте.
   *[other] Изменено { $count } файла, и везде только небольшие правки на месте.
}
sim-tree-why-not-surgical = { $count ->
    [one] Изменён { $count } файл, и среди правок есть переписывания, слишком крупные для быстрого перечитывания.
    [few] Изменены { $count } файла, и среди правок есть переписывания, или файлов слишком много для быстрого перечитывания.
    [many] Изменено { $count } файлов, и среди правок есть переписывания, или файлов слишком много для быстрого перечитывания.
   *[other] Изменено { $count } файла, и среди правок есть переписывания, или файлов слишком много для быстрого перечитывания.
}
sim-tree-why-compare = Вы хотите сравнить с другим подходом.
sim-tree-why-continue = Вы хотите продолжать в том же направлении.
sim-tree-reread-prompt = Файлы { $files } изменились с тех пор, как вы их читали. Перечитайте их, прежде чем продолжать.
