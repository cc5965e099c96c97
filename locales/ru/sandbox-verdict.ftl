# Песочница хуков: вердикт в одну фразу под каждым запуском.

verdict-none-disabled-managed = Ни один хук не запустился: disableAllHooks в управляемых настройках отключает их все.
verdict-none-disabled = Ни один хук не запустился: включён disableAllHooks (источник: { $source }).
verdict-none-managed-only = Ни один хук не запустился: allowManagedHooksOnly оставляет только управляемые хуки.
verdict-none-matcher = Ни один хук не запустился: матчер { $matcher } не совпадает с { $value }.
verdict-none-if = Ни один хук не запустился: { $subject } не подходит под правило if { $rule }.
verdict-none-if-non-tool = Ни один хук не запустился: правило if работает только для событий инструментов, а { $event } к ним не относится.
verdict-none-sdk-python = Ни один хук не запустился: Agent SDK для Python не принимает { $event } как колбэк, поэтому запись пропущена. Объявите его как командный хук в файле настроек.
verdict-none-config-error = Ни один хук не запустился: Claude Code пропустил запись { $path }.
verdict-none-source-not-loaded = Ни один хук не запустился: setting_sources не загружает { $source }, а хук находится именно там.
verdict-none-matched = Ничего не меняется: { $event } сработало, но ни один хук не подошёл.
verdict-none-configured = Ничего не меняется: для { $event } не настроено ни одного хука.
verdict-continue-false = Claude останавливается: хук вернул continue: false ({ $reason }).
verdict-tool-blocked = Вызов { $tool } заблокирован; Claude получает: { $reason }
verdict-tool-blocked-silent = Вызов { $tool } заблокирован, но Claude не узнаёт почему.
verdict-tool-denied-rule-over-hook = Вызов { $tool } заблокирован: хук его разрешил, но правило deny сильнее хуков.
verdict-tool-denied-rule = Вызов { $tool } заблокирован правилом deny.
verdict-tool-denied = Вызов { $tool } отклонён; так решает { $by }.
verdict-tool-asks-over-hook = У пользователя всё равно спрашивают разрешение на вызов { $tool }: allow хука не отменяет правило ask.
verdict-tool-asks-hook-error = У пользователя спрашивают разрешение на вызов { $tool }: код { $code } — неблокирующая ошибка, видна лишь как уведомление об ошибке хука.
verdict-tool-asks = У пользователя спрашивают разрешение на вызов { $tool }.
verdict-tool-deferred = Вызов { $tool } отложен: сессия ждёт внешнего решения.
verdict-tool-runs-rewritten = Вызов { $tool } выполняется с вводом, который переписал хук.
verdict-tool-runs-hook-error = Вызов { $tool } выполняется: код { $code } — неблокирующая ошибка, и сообщение хука доходит до пользователя лишь как уведомление об ошибке.
verdict-tool-runs-timeout = Вызов { $tool } выполняется: хук не уложился во время, а зависший хук ничего не блокирует.
verdict-tool-allowed-by-hook = Хук одобряет вызов { $tool }, и он выполняется без запроса.
verdict-tool-runs = Вызов { $tool } выполняется; хуки ничего не решили.
verdict-permission-granted = Хук отвечает «да» на запрос разрешения для { $tool }.
verdict-permission-refused = Хук отказывает в разрешении для { $tool }; Claude получает: { $reason }
verdict-permission-dialog = Пользователь, как обычно, видит запрос разрешения для { $tool }.
verdict-prompt-erased = Промпт стёрт: Claude его так и не увидит.
verdict-prompt-context = Промпт проходит, а текст хука добавляется как контекст для Claude.
verdict-keeps-working = Claude продолжает работу: хук { $event } не дал закончить ход ({ $reason }).
verdict-stop-cap = { $count ->
    [one] Claude всё равно останавливается: { $count } блокировка подряд упирается в ограничение.
    [few] Claude всё равно останавливается: { $count } блокировки подряд упираются в ограничение.
    [many] Claude всё равно останавливается: { $count } блокировок подряд упираются в ограничение.
   *[other] Claude всё равно останавливается: { $count } блокировки подряд упираются в ограничение.
}
verdict-turn-ends = Ход завершается как обычно: ни один хук { $event } не удержал Claude.
verdict-loop-stopped = Агентный цикл останавливается после этого пакета, до следующего обращения Claude к модели; предупреждение остаётся в диалоге: { $reason }
verdict-output-replaced = Claude видит результат { $tool } в том виде, в каком его переписал хук.
verdict-post-feedback = После вызова { $tool } Claude читает: { $text }
verdict-session-end-cancelled = Сессия закрывается раньше, чем завершится { $handler }: хуки SessionEnd делят бюджет в { $budget } мс.
verdict-session-end-finished = Все хуки SessionEnd успевают завершиться до закрытия сессии.
verdict-event-blocked = Хук блокирует { $event }.
verdict-context-added = { $event } идёт своим чередом, а Claude получает текст хука как контекст.
verdict-hook-error = Ничего не заблокировано: код { $code } в { $event } — неблокирующая ошибка, о которой пользователю показывают уведомление.
verdict-hook-timeout = Ничего не заблокировано: хук { $event } не уложился во время, и его вывод отброшен.
verdict-debug-only = Хук отработал, но его вывод попадает только в отладочный журнал: Claude его не видит.
verdict-no-effect = Хуки { $event } отработали и ничего не изменили.
