# hooklab lint: по сообщению и подсказке на правило (плейсхолдеры — args диагностики;
# правила с несколькими сообщениями выбирают по $variant), затем слова самого линтера.

lint-h000 = Этот файл — невалидный JSON ({ $json }), поэтому Claude Code не прочитает из него ни одного хука.
lint-h000-hint = Исправьте синтаксис в этом месте: пока ошибка на месте, всё, что дальше, не читается.

lint-h001 = exit { $code } не блокирует { $event }: блокирует только exit 2. Похоже, эта ветка должна блокировать, но Claude Code считает exit { $code } неблокирующей ошибкой и продолжает работу.
lint-h001-hint = Выходите с exit 2 и причиной в stderr или печатайте JSON-решение и выходите с exit 0.

lint-h002 = Сообщение уходит в stdout, а затем скрипт выходит с exit 2: при exit 2 Claude Code игнорирует обычный текст в stdout, и Claude видит «No stderr output» вместо причины.
lint-h002-hint = Перед exit 2 отправьте сообщение в stderr (echo "..." >&2).

lint-h003 = JSON в stdout вместе с exit 2 на { $event }: exit 2 блокирует, что бы ни было в JSON, даже «allow», так что два сигнала могут противоречить друг другу.
lint-h003-hint = Выберите что-то одно: exit 0 с JSON-решением или exit 2 с причиной в stderr.

lint-h004 = { $variant ->
    [typo] Matcher «{ $matcher }» на { $event } не называет ничего, что знает Claude Code, и поэтому никогда не срабатывает.
   *[other] Matcher «{ $matcher }» на { $event } никогда не срабатывает: matcher чувствителен к регистру, а правильное имя — «{ $expected }».
}
lint-h004-hint = { $variant ->
    [typo] Может быть, имелось в виду «{ $expected }»?
   *[other] Напишите «{ $expected }».
}

lint-h005 = { $variant ->
    [hyphen] В Claude Code { $version } дефис превращает «{ $matcher }» в неякорную регулярку, которая срабатывает и на более длинные имена, содержащие эту строку; начиная с 2.1.195 это точное имя.
    [plugin] В плагине инструменты сервера, который поставляется с плагином, называются mcp__plugin_<плагин>_{ $server }__<инструмент>, поэтому matcher «{ $matcher }» с голым именем сервера для них никогда не срабатывает.
   *[other] Matcher «{ $matcher }» называет только MCP-сервер; имя из букв, цифр и _ должно совпадать с полным именем инструмента, а инструменты MCP называются mcp__{ $server }__<инструмент>, так что он не совпадёт ни с одним инструментом.
}
lint-h005-hint = { $variant ->
    [hyphen] Пишите так, чтобы смысл не зависел от версии: «^{ $matcher }$» для точного имени или «^{ $matcher }__.*» для всех инструментов MCP-сервера.
    [plugin] Используйте «mcp__plugin_<имя-плагина>_{ $server }__.*»; голое имя оставьте только для сервера, настроенного вне плагина.
   *[other] Напишите «mcp__{ $server }__.*», чтобы охватить все инструменты этого сервера.
}

lint-h006 = { $variant ->
    [comma] До 2.1.191 список через запятую не считается списком: в Claude Code { $version } «{ $matcher }» — регулярка, под которую не подходит ни одно имя инструмента, и хук никогда не срабатывает.
    [invalid] Matcher «{ $matcher }» — невалидное регулярное выражение JavaScript, поэтому он никогда не срабатывает.
   *[other] Matcher «{ $matcher }» — это регулярка, а регулярки в matcher не заякорены: он срабатывает ещё и на { $extra }.
}
lint-h006-hint = { $variant ->
    [comma] Разделяйте имена через |: «{ $anchored }».
    [invalid] Исправьте шаблон или перечислите точные имена через |.
   *[other] Заякорьте его: «{ $anchored }».
}

lint-h007 = { $event } не поддерживает matcher: «{ $matcher }» игнорируется, и хук запускается каждый раз.
lint-h007-hint = Уберите matcher и, если нужно, фильтруйте внутри скрипта.

lint-h008 = { $variant ->
    [root] На верхнем уровне этого файла стоит { $found }, а не объект, поэтому Claude Code не прочитает из него хуки.
    [wrapper] «{ $event }» лежит на верхнем уровне файла, а события хуков читаются только внутри объекта «hooks».
    [duplicate] Событие «{ $event }» встречается в этом объекте дважды; остаётся только последнее, так что эти хуки никогда не запустятся.
    [case] Неизвестное событие «{ $event }»: имена событий чувствительны к регистру, поэтому эти хуки никогда не запустятся.
    [unknown-near] Неизвестное событие «{ $event }»: Claude Code его пропускает, и эти хуки никогда не запустятся.
    [unknown] Неизвестное событие «{ $event }»: Claude Code его пропускает, и эти хуки никогда не запустятся.
    [matcher-type] Matcher здесь — { $found }, а не строка: Claude Code пропускает всю группу, и её хуки никогда не запустятся.
    [flat] Эта запись { $event } — обработчик без обёртки с matcher, поэтому Claude Code её пропускает.
    [hooks-missing] В этой группе { $event } нет списка «hooks», так что ничего не запускается.
    [type-missing] У этого обработчика нет поля «type», поэтому Claude Code его пропускает.
    [type-unknown] Неизвестный тип обработчика «{ $type }», поэтому Claude Code его пропускает.
    [command-missing] У этого обработчика command нет команды для запуска.
    [not-array] Здесь ожидается массив, а стоит { $found }, поэтому Claude Code пропускает эту запись.
   *[other] Здесь ожидается объект, а стоит { $found }, поэтому Claude Code пропускает эту запись.
}
lint-h008-hint = { $variant ->
    [root] Начните файл с {"{"} "hooks": {"{"} ... {"}"} {"}"}.
    [wrapper] Перенесите его в "hooks": {"{"} "{ $event }": [ ... ] {"}"}.
    [duplicate] Объедините оба списка в одну запись «{ $event }».
    [case] Напишите «{ $expected }».
    [unknown-near] Может быть, имелось в виду «{ $expected }»?
    [unknown] Используйте событие из справочника по хукам, например PreToolUse, PostToolUse или Stop.
    [matcher-type] Запишите matcher строкой («Bash», «Edit|Write») или уберите его, чтобы охватить всё.
    [flat] Оберните его: {"{"} "matcher": "...", "hooks": [ этот обработчик ] {"}"}.
    [hooks-missing] Добавьте "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ].
    [type-missing] Добавьте "type": "command" (или http, mcp_tool, prompt, agent).
    [type-unknown] Используйте command, http, mcp_tool, prompt или agent.
    [command-missing] Добавьте "command": "...".
    [not-array] Следуйте схеме {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
   *[other] Следуйте схеме {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
}

lint-h009 = { $variant ->
    [unquoted] «{ $script }» не в кавычках: путь к проекту с пробелом разобьётся на несколько слов, и хук упадёт.
   *[other] Команда запускает «{ $script }» по относительному пути, который считается от текущего каталога: как только Claude сделает cd, скрипт не найдётся и хук перестанет работать.
}
lint-h009-hint = { $variant ->
    [unquoted] Возьмите переменную в кавычки: "$CLAUDE_PROJECT_DIR"/путь/к/скрипту.
   *[other] Пишите "$CLAUDE_PROJECT_DIR"/{ $script } (вместе с кавычками) или используйте exec-форму с «args».
}

lint-h010 = { $variant ->
    [cmd-var] { $variable } — синтаксис cmd.exe; хуки выполняются в bash или PowerShell, и там эта запись не раскрывается.
    [unquoted-root] «{ $script }» не в кавычках: путь установки с пробелами или обратными слешами ломает команду.
   *[other] В «{ $path }» обратные слеши; в Windows хуки выполняются в Git Bash, который их съедает (C:\Users превращается в C:Users), и команда не находится.
}
lint-h010-hint = { $variant ->
    [cmd-var] Пишите вместо неё "$CLAUDE_PROJECT_DIR" или "${"{"}CLAUDE_PLUGIN_ROOT{"}"}".
    [unquoted-root] Возьмите его в кавычки: "${"{"}CLAUDE_PLUGIN_ROOT{"}"}"/путь/к/скрипту.
   *[other] Используйте прямые слеши (C:/Users/...), exec-форму с «args» или "shell": "powershell".
}

lint-h011 = Этот хук { $event } умеет блокировать, но никогда не читает stop_hook_active, поэтому может гонять Claude по кругу, пока цикл не оборвёт лимит блокировок Claude Code.
lint-h011-hint = Читайте stop_hook_active из stdin и, если там true, выходите с exit 0 без блокировки.

lint-h012 = { $variant ->
    [tiny] Timeout { $timeout } с для SessionEnd почти не оставляет времени: хук, скорее всего, прервут.
    [capped] Хукам SessionEnd дают не больше 60 с, так что timeout { $timeout } с урезается до 60.
    [plugin] Хук SessionEnd из плагина укладывается в общий бюджет 1,5 с: timeout в хуках плагинов его не увеличивает, это делают только файлы настроек.
   *[other] У этого хука SessionEnd нет timeout, поэтому он делит стандартный бюджет 1,5 с и прерывается, если работает дольше.
}
lint-h012-hint = { $variant ->
    [tiny] Поднимите его до реально нужного значения (не больше 60 с).
    [capped] Уложите работу SessionEnd в 60 с или задайте CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
    [plugin] Держите этот хук заметно короче 1,5 с или попросите пользователей задать CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
   *[other] Задайте явный «timeout» в секундах (до 60).
}

lint-h013 = Обычный текст в stdout от хука { $event } попадает только в отладочный лог: Claude его никогда не увидит.
lint-h013-hint = Печатайте JSON с hookSpecificOutput.additionalContext или выходите с exit 2 и текстом в stderr.

lint-h014 = { $variant ->
    [newline] printf превращает \n внутри этого JSON в настоящий перевод строки, и JSON становится невалидным.
    [concat] Этот JSON собран вставкой shell-переменной в строку: кавычка или перевод строки в значении его сломают.
    [several] Здесь печатается второй JSON-документ, а Claude Code ждёт в stdout ровно один JSON-объект.
   *[other] Здесь в stdout выводится сам вход хука (${ $variable }), хотя Claude Code ждёт там ответ хука.
}
lint-h014-hint = { $variant ->
    [newline] Собирайте JSON через jq -n --arg или пишите перевод строки как \\n.
    [concat] Собирайте его через jq -n --arg name "$value" '{"{"}...{"}"}'.
    [several] Соберите поля в один объект и напечатайте его один раз.
   *[other] Передавайте вход в команду через пайп (echo "${ $variable }" | jq ...) и печатайте только свой ответ.
}

lint-h015 = updatedInput целиком заменяет вход { $tool }, а в этом нет { $missing }, так что инструмент получит сломанный вход.
lint-h015-hint = Берите tool_input за основу и меняйте только нужное, например jq '.tool_input | .command = "..."'.

lint-h016 = { $variant ->
    [ask] Этот хук может ответить allow, но правило ask «{ $rule }» из этого файла всё равно применяется после него: allow от хука никогда не обходит правило ask, так что человека всё равно спросят.
   *[other] Этот хук может ответить allow, но правило deny «{ $rule }» из этого файла всё равно применяется после него: allow от хука никогда не перекрывает правило deny, так что вызов всё равно будет запрещён.
}
lint-h016-hint = { $variant ->
    [ask] Измените правило, если эти вызовы должны проходить, или отвечайте из хука ask, чтобы намерение было очевидно.
   *[other] Измените правило, если эти вызовы должны проходить, или отвечайте из хука deny, чтобы намерение было очевидно.
}

lint-h017 = { $variant ->
    [manifest] plugin.json указывает в «hooks» на { $file }, который Claude Code и так загружает по умолчанию, поэтому каждый хук из него запускается дважды.
   *[other] Та же команда { $event } определена ещё и в { $other }; копия из плагина и копия из файла настроек запускаются обе.
}
lint-h017-hint = { $variant ->
    [manifest] Уберите поле «hooks» или укажите в нём другой файл.
   *[other] Оставьте только одну копию.
}

lint-h018 = Claude Code никогда не задаёт ${ $variable }: вход хука приходит JSON-ом в stdin, так что здесь читается пустое значение и хук ничего не делает.
lint-h018-hint = Читайте stdin и разбирайте его, например jq -r '.tool_name' или json.load(sys.stdin).

lint-h019 = { $variant ->
    [type] timeout должен быть числом секунд, а здесь { $found }, поэтому Claude Code пропускает этот обработчик.
    [nonpositive] С timeout { $timeout } у хука нет времени даже запуститься.
   *[other] timeout задаётся в секундах: { $timeout } — это больше четверти часа. Похоже на миллисекунды.
}
lint-h019-hint = { $variant ->
    [type] Укажите число секунд, например "timeout": 30.
    [nonpositive] Укажите положительное число секунд или уберите поле, чтобы действовало значение по умолчанию.
   *[other] Если имелись в виду миллисекунды, напишите { $seconds }.
}

lint-h020 = «if» проверяется только на событиях инструментов; на { $event } обработчик с «if» никогда не запускается.
lint-h020-hint = Уберите «if» и фильтруйте внутри скрипта.

lint-h021 = { $variant ->
    [permissionrequest] PermissionRequest игнорирует permissionDecision: его ответ кладётся в hookSpecificOutput.decision.behavior.
   *[other] decision approve/block на верхнем уровне в PreToolUse — устаревшая форма; она ещё работает, но в ней легко ошибиться.
}
lint-h021-hint = { $variant ->
    [permissionrequest] Верните {"{"}"hookSpecificOutput": {"{"}"hookEventName": "PermissionRequest", "decision": {"{"}"behavior": "allow"{"}"}{"}"}{"}"}.
   *[other] Возвращайте hookSpecificOutput.permissionDecision (allow, deny, ask) вместе с permissionDecisionReason.
}

lint-h022 = { $variant ->
    [handler-type] { $event } не принимает обработчики { $type } (только { $allowed }), поэтому этот обработчик отклоняется.
    [field] { $field } не входит в вывод { $event }, поэтому здесь ни на что не влияет.
    [worktree-json] Хук command для WorktreeCreate не может отвечать JSON-ом: Claude Code читает его stdout как путь к новому worktree.
    [worktree-path] Этот скрипт WorktreeCreate никогда не печатает путь к worktree, поэтому создание завершается ошибкой.
   *[other] { $event } игнорирует вывод и код выхода хука, так что это решение ни на что не влияет.
}
lint-h022-hint = { $variant ->
    [handler-type] Используйте здесь обработчик command или перенесите проверку на событие, которое принимает обработчики { $type }.
    [field] Используйте поля вывода, которые справочник по хукам указывает для { $event }.
    [worktree-json] Печатайте только абсолютный путь к новому worktree, последней строкой.
    [worktree-path] Печатайте в stdout абсолютный путь к новому worktree, последней строкой.
   *[other] Используйте это событие только для логов и уведомлений.
}

lint-h023 = На { $event } exit 2 с сообщением вроде «no such file» в stderr и пустым stdout принимается за отсутствующий скрипт и ничего не блокирует.
lint-h023-hint = Переформулируйте сообщение так, чтобы в нём не было «no such file» или «can't open».

lint-h024 = Этот async-хук работает в фоне: его решение, блокирующий код выхода или continue: false ни на что не влияют.
lint-h024-hint = Уберите async, чтобы хук отрабатывал до действия, или оставьте async только для логирования.

lint-severity-error = ошибка
lint-severity-warning = предупреждение
lint-hint-label = подсказка
lint-rule-label = правило
lint-no-problems = Проблем не найдено.
lint-summary = { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
   *[many] { $errors } ошибок
}, { $warnings ->
    [one] { $warnings } предупреждение
    [few] { $warnings } предупреждения
   *[many] { $warnings } предупреждений
}
lint-cannot-read = Не удалось прочитать { $file }: { $reason }
lint-script-label = скрипт
