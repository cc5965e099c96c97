# Названия понятий, которые сообщения ядра называют по id
# (hooklab_core::i18n::Concept): источники настроек, решения, что решает
# вопрос о разрешении, куда уходит текст, что делает блокировка и статус
# каждого шага запуска хуков. Сообщения ставят их туда, где годится
# именительный падеж («источник: { $source }»).

source-managed = управляемые настройки
source-user = пользовательские настройки
source-project = настройки проекта
source-local = локальные настройки
source-cli = файл --settings
source-sdk = колбэки SDK
source-plugin = плагин { $name }
source-skill = скилл { $name }
source-agent = субагент { $name }

# Значения решений пишутся так, как их пишет Claude Code.
decision-allow = allow
decision-deny = deny
decision-ask = ask
decision-defer = defer
decision-block = block

permission-by-hook = хук
permission-by-deny-rule = правило deny
permission-by-ask-rule = правило ask
permission-by-mode = режим разрешений
permission-by-allow-rule = правило allow
permission-by-default = поведение по умолчанию

route-model = Claude
route-user = пользователь
route-user-notice = пользователь, в виде уведомления об ошибке хука
route-user-and-model = пользователь сразу, а Claude позже
route-debug = отладочный журнал
route-nowhere = никуда

effect-pre-tool-use = вызов инструмента не выполняется
effect-permission-request = в разрешении отказано
effect-post-tool-batch = цикл агента останавливается перед следующим обращением к модели
effect-user-prompt-submit = промпт не обрабатывается и стирается
effect-user-prompt-expansion = раскрытие блокируется
effect-stop = Claude продолжает работать
effect-subagent-stop = субагент продолжает работать
effect-pre-compact = сжатие контекста не выполняется
effect-teammate-idle = участник команды продолжает работать
effect-task-created = задача откатывается
effect-task-completed = задача не отмечается выполненной
effect-elicitation = запрос данных отклоняется
effect-elicitation-result = ответ превращается в отказ
effect-config-change = изменение не применяется
effect-worktree-create = worktree не создаётся

refusal-critical-rm = rm или rmdir критически важного пути
refusal-needs-updated-input = AskUserQuestion и ExitPlanMode требуют updatedInput вместе с allow

# Статус шага запуска хуков (метка у каждой строки трассировки).
status-action = действие
status-allow = allow
status-allowed = разрешено
status-ask = ask
status-async = в фоне
status-block = block
status-blocked = заблокировано
status-cancelled = отменено
status-capped = обрезано
status-continue = продолжение
status-defer = defer
status-deny = deny
status-discarded = отброшено
status-downgraded = понижено
status-empty = пусто
status-error = ошибка
status-failed = сбой
status-ignored = проигнорировано
status-invalid = некорректно
status-json = JSON
status-legacy = устарело
status-matched = совпало
status-no-effect = без эффекта
status-no-result = нет результата
status-none = ничего
status-not-blocked = не заблокировано
status-not-blocking = не блокирует
status-not-matched = не совпало
status-note = примечание
status-ok = в порядке
status-plain = обычный текст
status-rewake = будит Claude
status-routed = доставлено
status-skipped = пропущено
status-stop = остановка
status-success = успех
status-timeout = время вышло
status-turn-ends = ход завершён
status-updated-input = ввод переписан
status-valid = корректно
