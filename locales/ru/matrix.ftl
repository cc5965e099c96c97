# Матрица решений для квиза: названия паттернов, вопросы и варианты ответов,
# а также фразы, которые выдаёт классификатор (hooklab_core::decompose).
# Аргументы $pattern, $question, $given, $needed и $answer приходят как
# идентификаторы; страница подставляет вместо них соответствующие подписи
# pattern-, question- или answer- и только потом форматирует строку.

## Темы

topic-decomposition = Декомпозиция задач
topic-hook-or-prompt = Хук или промпт
topic-session = Управление сессиями

## Паттерны

pattern-prompt-chaining = Цепочка промптов (prompt chaining)
pattern-prompt-chaining-summary = Заранее заданная цепочка вызовов: каждый обрабатывает результат предыдущего, между шагами стоят проверки.
pattern-routing = Маршрутизация (routing)
pattern-routing-summary = Сначала входные данные классифицируются, затем передаются обработчику, заточенному под их категорию.
pattern-parallelization-sectioning = Параллелизация (sectioning)
pattern-parallelization-sectioning-summary = Независимые части задачи выполняются одновременно, результаты собирает код.
pattern-parallelization-voting = Параллелизация (голосование)
pattern-parallelization-voting-summary = Одна и та же задача запускается несколько раз, результаты сравниваются или проходят голосование.
pattern-orchestrator-workers = Orchestrator-workers
pattern-orchestrator-workers-summary = Центральная модель по ходу работы решает, какие нужны подзадачи, раздаёт их воркерам и сводит результаты.
pattern-evaluator-optimizer = Evaluator-optimizer
pattern-evaluator-optimizer-summary = Один вызов пишет черновик, другой оценивает его по чёткому критерию, и цикл повторяется.
pattern-autonomous-agent = Автономный агент
pattern-autonomous-agent-summary = Модель сама планирует и действует, ориентируясь на то, что на каждом шаге возвращает среда.
pattern-hook-pre-tool-use = Хук PreToolUse
pattern-hook-pre-tool-use-summary = Код, который срабатывает до вызова инструмента и может разрешить, запретить или переписать вызов — каждый раз.
pattern-hook-post-tool-use = Хук PostToolUse
pattern-hook-post-tool-use-summary = Код, который срабатывает на результате инструмента и может заменить или дополнить его до того, как его прочтёт модель.
pattern-prompt-instruction = Инструкция в промпте
pattern-prompt-instruction-summary = Указание в промпте или в CLAUDE.md: обычно выполняется, но без гарантий.
pattern-resume = Продолжить сессию
pattern-resume-summary = Продолжить разговор с того места, где он прервался, через --resume или --continue.
pattern-resume-with-reread = Продолжить и перечитать изменённые файлы
pattern-resume-with-reread-summary = Продолжить сессию, но сначала назвать изменившиеся файлы и попросить агента перечитать их.
pattern-fork = Форкнуть сессию
pattern-fork-summary = Ответвить новую сессию от общей базы через --fork-session; исходная остаётся нетронутой.
pattern-restart-with-summary = Начать заново с саммари
pattern-restart-with-summary-summary = Открыть новую сессию и передать ей структурированное саммари: цель, принятые решения, состояние кода, открытые вопросы.

## Вопросы

question-topic = Что нужно решить?
question-steps-known = Известны ли шаги до запуска?
question-needs-previous-output = Нужен ли каждому шагу результат предыдущего?
question-independent-subtasks = Независимы ли подзадачи друг от друга?
question-same-task-voted = Запускается ли одна и та же задача несколько раз, чтобы результаты проголосовали?
question-distinct-input-categories = Делятся ли входные данные на отдельные категории, которые лучше обрабатывать по отдельности?
question-clear-criterion = Есть ли чёткий критерий, ради которого стоит итерировать?
question-model-picks-next-step = Выбирает ли модель каждый следующий шаг по отклику среды, без заранее заданного плана?
question-must-always-hold = Должно ли правило соблюдаться всегда? Будет ли нарушение инцидентом P0?
question-acts-on = Оно действует на вызов до его выполнения или на результат?
question-compare-alternatives = Нужно ли сравнить альтернативы от общей отправной точки?
question-files-changed = Изменились ли с тех пор файлы, которые читала сессия?
question-change-size = Насколько много изменилось?
question-edits-surgical = Были ли правки точечными?

## Ответы

answer-yes = Да
answer-no = Нет
answer-before-call = До выполнения вызова
answer-on-result = На результате
answer-small = Небольшая часть
answer-large = Большая часть
answer-decomposition = Как разбить работу
answer-hook-or-prompt = Где живёт правило: хук или промпт
answer-session = Что делать с сессией
answer-not-relevant = Неприменимо

## Что означает каждый ответ

reason-topic-decomposition = Решаем, как распределить работу между вызовами LLM.
reason-topic-hook-or-prompt = Решаем, место ли правилу в хуке или в промпте.
reason-topic-session = Решаем, что делать с уже существующей сессией.
reason-steps-known-yes = Шаги можно расписать ещё до запуска.
reason-steps-known-no = Подзадачи выясняются только по ходу работы.
reason-needs-previous-output-yes = Каждый шаг работает с тем, что выдал предыдущий.
reason-needs-previous-output-no = Ни один шаг не ждёт результата другого.
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
reason-must-always-hold-yes = Правило должно соблюдаться без исключений: нарушение стало бы инцидентом P0.
reason-must-always-hold-no = Правило — лишь рекомендация; редкий промах инцидентом не считается.
reason-acts-on-before-call = Правило должно сработать на вызове инструмента до того, как он выполнится.
reason-acts-on-on-result = Правило должно сработать на результате инструмента до того, как его прочтёт модель.
reason-compare-alternatives-yes = Вы хотите попробовать альтернативы бок о бок от одной общей отправной точки.
reason-compare-alternatives-no = Вы хотите продолжать одну линию работы.
reason-files-changed-yes = Файлы, которые читала сессия, изменились с тех пор, как она их видела.
reason-files-changed-no = Ничего из прочитанного сессией с тех пор не изменилось.
reason-change-size-small = Изменилась лишь небольшая часть.
reason-change-size-large = Изменилась большая часть.
reason-edits-surgical-yes = Правки были точечными: несколько конкретных строк, которые можно назвать.
reason-edits-surgical-no = Правки были масштабными, а не точечными.

## Фразы с аргументами

reason-assumed = На вопрос «{ $question }» ответа нет, поэтому разбор исходил из ответа «{ $answer }».
classify-result = Итак, ответ: { $pattern }.
why-not-is-answer = { $pattern } — именно туда ведут эти ответы.
why-not-ruled-out = { $pattern } исключается вопросом «{ $question }»: вы ответили «{ $given }», а этот вариант требует ответа «{ $needed }».
