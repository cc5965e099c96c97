# Матрица решений для квиза: названия паттернов, вопросы и варианты ответов,
# а также фразы, которые выдаёт классификатор (hooklab_core::decompose).
# Аргументы $pattern, $question, $given, $needed и $answer приходят как
# идентификаторы; страница подставляет вместо них соответствующие подписи
# pattern-, question- или answer- и только потом форматирует строку.

## Вопросы

topic-decomposition = Декомпозиция задач
topic-hook-or-prompt = Хук или промпт
topic-session = Управление сессиями

## Ответы

# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-prompt-chaining = Prompt chaining
pattern-prompt-chaining-summary = Заранее заданная цепочка вызовов: каждый обрабатывает результат предыдущего, между шагами стоят проверки.
# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-routing = Routing
pattern-routing-summary = Сначала входные данные классифицируются, затем передаются обработчику, заточенному под их категорию.
pattern-parallelization-sectioning = Параллелизация (sectioning)
pattern-parallelization-sectioning-summary = Независимые части задачи выполняются одновременно, результаты собирает код.
pattern-parallelization-voting = Параллелизация (voting)
pattern-parallelization-voting-summary = Одна и та же задача запускается несколько раз, результаты сравниваются или проходят голосование.
pattern-orchestrator-workers = Orchestrator-workers
pattern-orchestrator-workers-summary = Центральная модель по ходу работы решает, какие нужны подзадачи, раздаёт их исполнителям и сводит результаты.
pattern-evaluator-optimizer = Evaluator-optimizer
pattern-evaluator-optimizer-summary = Один вызов пишет черновик, другой оценивает его по чёткому критерию, и цикл повторяется.
pattern-autonomous-agent = Автономный агент
pattern-autonomous-agent-summary = Модель сама планирует и действует, ориентируясь на то, что на каждом шаге возвращает среда.
pattern-hook-pre-tool-use = Хук PreToolUse
pattern-hook-pre-tool-use-summary = Код, который срабатывает до вызова инструмента и может разрешить, запретить или переписать вызов — каждый раз.
pattern-hook-post-tool-use = Хук PostToolUse
pattern-hook-post-tool-use-summary = Код, который срабатывает на результате инструмента и может заменить или дополнить его до того, как его прочтёт модель.
pattern-hook-lifecycle-event = Хук на событие жизненного цикла
pattern-hook-lifecycle-event-summary = Код, который срабатывает в определённый момент сессии, а не вокруг одного вызова инструмента: начало или конец сессии, промпт, пакет вызовов, субагент, остановка агента, сжатие контекста.
pattern-prompt-instruction = Инструкция в промпте
pattern-prompt-instruction-summary = Указание в промпте или в CLAUDE.md: обычно выполняется, но без гарантий.
pattern-resume = Возобновить сессию
pattern-resume-summary = Возобновить диалог с того места, где он прервался, через --resume или --continue.
pattern-resume-with-reread = Возобновить и перечитать изменённые файлы
pattern-resume-with-reread-summary = Возобновить сессию, но сначала назвать изменившиеся файлы и попросить агента перечитать их.
pattern-fork = Форкнуть сессию
pattern-fork-summary = Сделать форк общей базовой сессии через --fork-session; исходная остаётся нетронутой.
pattern-restart-with-summary = Начать заново со сводкой
pattern-restart-with-summary-summary = Открыть новую сессию и передать ей структурированную сводку: цель, принятые решения, состояние кода, открытые вопросы.
pattern-resume-troubleshooting = Выяснить, почему сессия не возобновилась
pattern-resume-troubleshooting-summary = Транскрипт, как правило, на месте: возобновление искало его под другим корнем, в папке другого проекта или не по тому имени или идентификатору. Назовите причину и возобновите именно ту сессию, которая нужна.

## Что означает каждый ответ

question-topic = Что нужно решить?
question-steps-known = Известны ли шаги до запуска?
question-needs-previous-output = Нужен ли каждому шагу результат предыдущего?
question-parallel-within-step = Выполняются ли внутри одного из шагов независимые части одновременно?
question-independent-subtasks = Независимы ли подзадачи друг от друга?
question-same-task-voted = Запускается ли одна и та же задача несколько раз, чтобы сравнить результаты или провести голосование?
question-distinct-input-categories = Делятся ли входные данные на отдельные категории, которые лучше обрабатывать по отдельности?
question-clear-criterion = Есть ли чёткий критерий, ради которого стоит итерировать?
question-model-picks-next-step = Выбирает ли модель каждый следующий шаг по отклику среды, без заранее заданного плана?
question-violation-is-p0 = Станет ли хотя бы одно нарушение правила инцидентом P0?
question-must-always-hold = Должно ли правило соблюдаться каждый раз, без исключений?
question-acts-on = В какой момент должно срабатывать правило?
question-call-action = Что должно произойти с вызовом инструмента?
question-result-action = Что должно произойти с результатом инструмента?
question-resume-trouble = Возобновление ничего не нашло или открыло не тот диалог?
question-compare-alternatives = Нужно ли сравнить альтернативы от общей отправной точки?
question-files-changed = Изменились ли с тех пор файлы, которые читала сессия?
question-change-size = Насколько много изменилось?
question-edits-surgical = Были ли правки точечными?
question-same-config-dir = Совпадает ли CLAUDE_CONFIG_DIR с тем, что был при создании сессии (или он не задан оба раза)?
question-resume-handle = Как вы запросили диалог?
question-started-here = Вы находитесь в том самом каталоге, где сессия была запущена?
question-headless-session = Была ли та сессия запущена с -p, из Agent SDK, в фоне или с /loop?
question-newer-session-here = Открывали ли с тех пор в этом каталоге другой диалог?
question-same-repository = Была ли сессия запущена в этом репозитории или в одном из его git worktree?
question-name-matches-exactly = Это в точности имя, заданное через --name или /rename, или сгенерированный заголовок сессии?
question-version-2-1-223 = У вас Claude Code версии 2.1.223 или новее?
question-id-in-several-folders = Лежит ли транскрипт с этим идентификатором больше чем в одной папке внутри projects/?

## Хуки: как использовать событие

answer-yes = Да
answer-no = Нет
answer-session-start = При запуске или возобновлении сессии
answer-prompt-submit = Когда пользователь отправляет промпт
answer-before-call = До выполнения вызова инструмента
answer-on-result = На результате инструмента
answer-after-batch = Когда завершён пакет параллельных вызовов
answer-subagent-start = При запуске субагента
answer-subagent-stop = Когда субагент собирается закончить
answer-agent-stop = Когда агент собирается остановиться
answer-before-compaction = Перед сжатием контекста
answer-notification = Когда Claude Code отправляет уведомление
answer-session-end = При завершении сессии
answer-deny-call = Запретить его и предложить безопасную альтернативу
answer-rewrite-call = Исправить его аргументы и пропустить
answer-ask-user = Оставить решение пользователю
answer-replace-result = Заменить то, что прочтёт Claude
answer-annotate-result = Добавить рядом примечание
answer-act-outside = Действовать вне диалога (форматирование, журнал)
answer-continue-flag = Через --continue
answer-by-id = Через --resume с идентификатором сессии
answer-by-name = Через --resume с именем
answer-small = Небольшая часть
answer-large = Большая часть
answer-decomposition = Как разбить работу
answer-hook-or-prompt = Где живёт правило: хук или промпт
answer-session = Что делать с сессией
answer-not-relevant = Неприменимо

## Диагнозы неудачного возобновления

reason-topic-decomposition = Решаем, как распределить работу между вызовами LLM.
reason-topic-hook-or-prompt = Решаем, место ли правилу в хуке или в промпте.
reason-topic-session = Решаем, что делать с уже существующей сессией.
reason-steps-known-yes = Шаги можно расписать ещё до запуска.
reason-steps-known-no = Подзадачи выясняются только по ходу работы.
reason-needs-previous-output-yes = Каждый шаг работает с тем, что выдал предыдущий.
reason-needs-previous-output-no = Ни один шаг не ждёт результата другого.
reason-parallel-within-step-yes = Внутри одного шага независимые части выполняются бок о бок, и код сводит их вместе перед следующим шагом.
reason-parallel-within-step-no = Каждый шаг — один вызов; внутри шага ничего не выполняется параллельно.
reason-independent-subtasks-yes = Подзадачи независимы, поэтому их можно выполнять одновременно.
reason-independent-subtasks-no = Подзадачи зависят друг от друга, поэтому их приходится выполнять по порядку.
reason-same-task-voted-yes = Одна и та же задача выполняется несколько раз, и результаты сводятся голосованием.
reason-same-task-voted-no = Каждый вызов делает свою часть работы; голосовать не за что.
reason-distinct-input-categories-yes = Входные данные распадаются на отдельные категории, и для каждой лучше подходит свой обработчик.
reason-distinct-input-categories-no = Все входные данные обрабатываются одинаково; сортировать их не по чему.
reason-clear-criterion-yes = Есть чёткий критерий для оценки каждого черновика, и ещё один круг заметно улучшает результат.
reason-clear-criterion-no = Нет чёткого критерия, ради которого стоило бы оплачивать ещё один круг критики.
reason-model-picks-next-step-yes = Модель выбирает каждый следующий шаг по тому, что возвращает среда, без плана, зашитого в код.
reason-model-picks-next-step-no = Центральная модель делит задачу и раздаёт части; она не нащупывает путь шаг за шагом.
reason-violation-is-p0-yes = Даже один промах стал бы инцидентом P0, поэтому правило должно соблюдаться каждый раз, а это требует кода, а не доброй воли модели.
reason-violation-is-p0-no = Один промах инцидентом не станет.
reason-must-always-hold-yes = Промах — не инцидент, но правило всё равно должно срабатывать каждый раз и одинаково: это детерминированная работа, которую код делает всегда, а модель — лишь обычно.
reason-must-always-hold-no = Правило — рекомендация: достаточно соблюдать его в большинстве случаев, а по ситуации от него можно и отступить.
reason-acts-on-session-start = Правило срабатывает, когда сессия запускается или возобновляется, до первого промпта.
reason-acts-on-prompt-submit = Правило срабатывает на каждом промпте пользователя, до того как Claude начнёт его обрабатывать.
reason-acts-on-before-call = Правило должно сработать на вызове инструмента до того, как он выполнится.
reason-acts-on-on-result = Правило должно сработать на результате инструмента до того, как его прочтёт модель.
reason-acts-on-after-batch = Правило срабатывает, когда вернулся весь пакет параллельных вызовов инструментов, до следующего вызова модели.
reason-acts-on-subagent-start = Правило срабатывает при запуске субагента, до того как он приступит к работе.
reason-acts-on-subagent-stop = Правило срабатывает, когда субагент заканчивает ответ, и может заставить его продолжить.
reason-acts-on-agent-stop = Правило срабатывает, когда агент заканчивает ответ, и может заставить его продолжить.
reason-acts-on-before-compaction = Правило срабатывает прямо перед сжатием контекста, когда диалог заменяют сводкой.
reason-acts-on-notification = Правило срабатывает, когда Claude Code отправляет уведомление, например когда ждёт разрешения или ввода.
reason-acts-on-session-end = Правило срабатывает при завершении сессии.
reason-call-action-deny-call = Вызов не должен выполниться, а модели нужно знать почему и что делать вместо этого.
reason-call-action-rewrite-call = Вызов может выполниться, когда его аргументы исправлены.
reason-call-action-ask-user = Выполнять ли этот вызов, должен решить человек.
reason-result-action-replace-result = Модель ни в коем случае не должна видеть сырой результат — только исправленную версию.
reason-result-action-annotate-result = Сырой результат может остаться; модели нужно примечание рядом с ним.
reason-result-action-act-outside = Работа выполняется вне диалога (отформатированный файл, строка в журнале); модели ничего не нужно возвращать.
reason-resume-trouble-yes = Возобновление ничего не нашло или открыло не тот диалог, который вы имели в виду.
reason-resume-trouble-no = С возобновлением всё в порядке; вопрос в том, что делать с сессией дальше.
reason-compare-alternatives-yes = Вы хотите попробовать альтернативы бок о бок от одной общей отправной точки.
reason-compare-alternatives-no = Вы хотите продолжать одну линию работы.
reason-files-changed-yes = Файлы, которые читала сессия, изменились с тех пор, как она их видела.
reason-files-changed-no = Ничего из прочитанного сессией с тех пор не изменилось.
reason-change-size-small = Изменилась лишь небольшая часть.
reason-change-size-large = Изменилась большая часть.
reason-edits-surgical-yes = Правки были точечными: несколько конкретных строк, которые можно назвать.
reason-edits-surgical-no = Правки были масштабными, а не точечными.
reason-same-config-dir-yes = Корень хранилища тот же, что и при записи сессии.
reason-same-config-dir-no = CLAUDE_CONFIG_DIR отличается от того, что был при записи сессии, поэтому Claude Code ищет под другим корнем.
reason-resume-handle-continue-flag = Диалог запрошен через --continue: это самый недавний диалог в текущем каталоге.
reason-resume-handle-by-id = Диалог запрошен по идентификатору сессии.
reason-resume-handle-by-name = Диалог запрошен по имени.
reason-started-here-yes = Команда выполняется в том самом каталоге, где была запущена сессия.
reason-started-here-no = Команда выполняется не в том каталоге, где была запущена сессия.
reason-headless-session-yes = Сессия была запущена с -p, из Agent SDK, в фоне или с /loop.
reason-headless-session-no = Это была обычная интерактивная сессия.
reason-newer-session-here-yes = После нужного вам диалога в этом каталоге открыли другой.
reason-newer-session-here-no = С тех пор других диалогов здесь не открывали.
reason-same-repository-yes = Сессия была запущена в этом репозитории или в одном из его worktree.
reason-same-repository-no = Сессия была запущена вне этого репозитория и его worktree.
reason-name-matches-exactly-yes = Имя в точности совпадает с именем или заголовком сессии.
reason-name-matches-exactly-no = Имя не совпадает в точности: опечатка, часть имени или отображаемое имя по умолчанию.
reason-version-2-1-223-yes = Claude Code версии 2.1.223 или новее ищет идентификатор во всех проектах.
reason-version-2-1-223-no = Claude Code старше версии 2.1.223.
reason-id-in-several-folders-yes = Транскрипт с этим идентификатором лежит в папках нескольких проектов.
reason-id-in-several-folders-no = Ни в одной другой папке проекта нет транскрипта с этим идентификатором.

## Хуки: как использовать событие

recipe-session-start-context = Выведите контекст в stdout или верните его в additionalContext: он добавится перед первым промптом. Матчер фильтрует по source («startup», «resume», «clear», «compact», «fork»); заблокировать сессию хук не может.
recipe-user-prompt-submit-check = Прочтите prompt, затем дополните его через additionalContext или отклоните через decision "block" с причиной в reason: промпт стирается, а причину видит пользователь, а не Claude. Матчер у этого события не поддерживается.
recipe-pre-tool-use-deny = Верните permissionDecision "deny" и permissionDecisionReason, где сказано, почему вызов запрещён и какая есть безопасная альтернатива (другой инструмент, команда, человек): Claude прочтёт причину и исправится на следующем ходу.
recipe-pre-tool-use-rewrite = Верните исправленные аргументы в updatedInput — он заменяет весь tool_input. На экзамене его сочетают с permissionDecision "allow"; Claude Code сегодня применяет его и с "ask", и без решения, а с "defer" игнорирует.
recipe-pre-tool-use-ask = Верните permissionDecision "ask": пользователь увидит вызов вместе с вашей permissionDecisionReason и решит сам; Claude эту причину не видит.
recipe-post-tool-use-replace = Прочтите tool_response и верните исправленный результат в updatedToolOutput: Claude увидит только вашу версию. additionalContext лишь добавил бы текст к сырому результату, не заменив его.
recipe-post-tool-use-annotate = Верните additionalContext или decision "block" с причиной в reason — текст добавится рядом с результатом. Инструмент уже отработал: ничего не отменяется.
recipe-post-tool-use-outside = Сделайте работу по tool_input и tool_response (запустите форматтер на изменённом файле, допишите вызов в журнал) и завершитесь с кодом 0: возвращать нечего, а обычный stdout попадает только в отладочный журнал.
recipe-post-tool-batch-check = Срабатывает один раз на пакет параллельных вызовов инструментов, перед следующим вызовом модели: пройдите по tool_calls за один раз (один прогон линтера по всем правкам) и верните additionalContext или decision "block" с причиной в reason, чтобы остановить цикл. Матчер у этого события не поддерживается.
recipe-subagent-start-context = Матчер фильтрует по типу агента; additionalContext встраивается в диалог субагента, а agent_id позволяет различать субагентов. Заблокировать субагента хук не может.
recipe-subagent-stop-check = Матчер фильтрует по типу агента; agent_id и agent_transcript_path говорят, какой субагент закончил. decision "block" с причиной в reason заставляет его продолжить, и причина становится его следующей инструкцией; проверяйте stop_hook_active, чтобы хук не гонял его бесконечно.
recipe-stop-check = Проверьте работу, когда Claude собирается остановиться (в last_assistant_message его последний ответ): decision "block" с обязательной причиной в reason заставляет его продолжить, и причина становится следующей инструкцией. Проверяйте stop_hook_active, чтобы не зациклиться; Claude Code допускает не больше 8 блокировок подряд. Матчер у этого события не поддерживается.
recipe-pre-compact-save = Матчер фильтрует по trigger (manual или auto). Сохраните из transcript_path то, что должно пережить сжатие, пока сводка не заменила диалог, или верните decision "block", чтобы это сжатие не состоялось.
recipe-notification-forward = Матчер фильтрует по notification_type (permission_prompt, idle_prompt…); отправьте message в канал, за которым кто-то следит. Блокировать хук ничего не может, и своего терминала у него нет: чтобы подать сигнал в терминале, верните terminalSequence.
recipe-session-end-record = Запишите или уберите то, что нужно, по reason и transcript_path. Вывод отбрасывается, удержать сессию нельзя, а все хуки SessionEnd делят общий бюджет в 1,5 секунды: действуйте быстро.

## Диагнозы неудачного возобновления

diagnosis-other-config-root = Другой корень хранилища (CLAUDE_CONFIG_DIR)
diagnosis-other-config-root-detail = Транскрипты лежат в $CLAUDE_CONFIG_DIR/projects/, если переменная задана, и в ~/.claude/projects/ в противном случае; сессию, записанную под одним корнем, из-под другого не видно. Возобновляйте с тем же CLAUDE_CONFIG_DIR, с каким сессия создавалась.
diagnosis-continue-other-directory = --continue ищет только в текущем каталоге
diagnosis-continue-other-directory-detail = --continue открывает самый недавний диалог только текущего каталога, сессии которого лежат в папке проекта, названной по этому пути; родительский каталог, подкаталог или worktree — это другая папка. Вернитесь в каталог, где сессия была запущена, или возобновите её по идентификатору.
diagnosis-continue-skips-headless = --continue пропускает сессии -p, SDK и фоновые
diagnosis-continue-skips-headless-detail = --continue без -p пропускает сессии, запущенные с -p, из Agent SDK, в фоне или с /loop в качестве первого промпта. claude -p --continue их учитывает, кроме фоновых, а --resume с идентификатором сессии находит и сессию, запущенную с -p или из SDK.
diagnosis-continue-took-newer = --continue взял более свежий диалог
diagnosis-continue-took-newer-detail = --continue открывает самый недавний диалог в этом каталоге, а с тех пор здесь открыли другой, пусть даже ради вопроса в одну строку. Возобновите нужный диалог по идентификатору или по имени.
diagnosis-transcript-gone = Там, где ищет Claude Code, транскрипта больше нет
diagnosis-transcript-gone-detail = Claude Code ищет в правильном месте и не находит транскрипта: сессии удаляются по истечении cleanupPeriodDays (по умолчанию 30 дней), сессии с другой машины здесь никогда не было, а -p с --no-session-persistence (persistSession: false в SDK) транскрипт вообще не пишет. До версии 2.1.136 путь проекта с подчёркиваниями тоже скрывал сессии от --resume и --continue. Если транскрипт действительно пропал, начните заново со сводкой.
diagnosis-name-outside-repository = Имя находится только в пределах репозитория
diagnosis-name-outside-repository-detail = --resume с именем ищет только в текущем репозитории и его git worktree, поэтому сессию, запущенную в другом репозитории или папке, по имени не найти. Возобновите её по идентификатору — версии 2.1.223 и новее ищут его во всех проектах — или выполните команду из того репозитория.
diagnosis-name-not-a-handle = Имя не совпадает в точности
diagnosis-name-not-a-handle-detail = Имена должны совпадать в точности. Имя, заданное через --name или /rename, подходит, сгенерированный заголовок тоже; отображаемое имя по умолчанию (вроде my-app-3f) — нет. Выберите сессию в списке /resume или возобновите её по идентификатору.
diagnosis-name-shared = Одно имя у нескольких сессий
diagnosis-name-shared-detail = Это имя носит больше одной сессии репозитория: claude --resume с этим именем открывает список, уже отфильтрованный по нему, а /resume с этим именем внутри сессии сообщает об ошибке. Возобновите нужную по идентификатору и дайте сессиям разные имена через /rename.
diagnosis-id-before-cross-project = До версии 2.1.223 идентификатор ищется только в этом проекте
diagnosis-id-before-cross-project-detail = До версии 2.1.223 --resume с идентификатором искал только в папке текущего проекта и его git worktree, а эта сессия была запущена в другом каталоге. Выполните команду из каталога, где сессия была запущена, или обновите Claude Code.
diagnosis-id-in-several-projects = Идентификатор есть в папках нескольких проектов
diagnosis-id-in-several-projects-detail = Начиная с версии 2.1.223 идентификатор из другого проекта находится, только если ровно одна другая папка проекта содержит транскрипт с сообщениями под этим идентификатором; здесь таких несколько (например, скопированный транскрипт), поэтому CLI отвечает «No conversation found with session ID» и завершается с кодом 1. Выполните команду из каталога нужной копии или удалите лишнюю.

## Фразы с аргументами

reason-assumed = На вопрос «{ $question }» ответа нет, поэтому разбор исходил из ответа «{ $answer }».
classify-result = Итак, ответ: { $pattern }.
why-not-is-answer = { $pattern } — именно туда ведут эти ответы.
why-not-ruled-out = { $pattern } исключается вопросом «{ $question }»: вы ответили «{ $given }», а этот вариант требует ответа «{ $needed }».
