# Страница симулятора сессий.

sim-page-title = Симулятор сессий
sim-page-description = Вводите команды Claude Code и смотрите, где хранятся сессии, как возобновление, форк и /clear меняют дерево сессий и когда контекст устаревает.
sim-page-lead = Ошибки с сессиями не видны, пока не ударят. Здесь вы сами вводите команды и после каждой видите, как меняются папки хранилища, дерево сессий и контекст агента.
sim-page-finished = пройден
sim-page-not-finished = ещё не пройден
sim-page-free-title = Свободный режим
sim-page-free-story = Чистая машина с двумя проектами: ~/shop (git-репозиторий) и ~/blog. Цели нет — пробуйте возобновление, форк, /clear и worktree и смотрите, что делает каждая команда.
sim-page-free-goal = Здесь нет цели. Введите help, чтобы увидеть список команд.
sim-page-free-hint = Начните с cd shop, затем claude -n first-try. ls покажет рабочий каталог, а ls ~/.claude/projects — где хранятся транскрипты.
sim-page-free-open = Открыть свободный режим
sim-page-story = Ситуация
sim-page-goal = Цель
sim-page-reached = Цель достигнута
sim-page-hint-n = Подсказка { $n }:
sim-page-hint-button = { $left ->
    [0] Подсказок больше нет
    [one] Показать подсказку (осталась { $left })
    [few] Показать подсказку (осталось { $left })
    [many] Показать подсказку (осталось { $left })
   *[other] Показать подсказку (осталось { $left })
}
sim-page-reset = Начать заново
sim-page-version = Версия Claude Code
sim-page-code-title = Те же шаги в коде
sim-page-check-met = выполнено
sim-page-check-open = ещё нет
sim-page-terminal = Терминал
sim-page-input-help = Enter запускает команду, стрелки вверх и вниз листают прежние команды, Tab дополняет. Введите help, чтобы увидеть список команд.
sim-page-candidates = Возможные варианты:
sim-page-kind-explain = Почему:
sim-page-kind-warning = Внимание:
sim-page-kind-error = Ошибка:
sim-page-hooks = Сработавшие хуки:
sim-page-graph = Дерево сессий
sim-page-graph-legend = По строке на сессию, самая старая сверху. Форк или /clear стоит на шаг правее исходной сессии; запущенная сессия отмечена знаком ▶.
sim-page-graph-empty = Сессий пока нет.
sim-page-running = запущена
sim-page-storage = Хранилище на диске
sim-page-storage-why = Claude Code заводит по папке на каждый рабочий каталог: слаг — это путь, в котором каждый символ, кроме букв и цифр, заменён дефисом.
sim-page-storage-hashed = Путь длинный, поэтому Agent SDK сократил его и добавил хеш.
sim-page-storage-here = сюда ведёт текущий каталог
sim-page-storage-from = Получено из { $dir }.
sim-page-storage-empty = (пусто: сессий здесь нет)
sim-page-entries = { $count ->
    [one] { $count } запись
    [few] { $count } записи
    [many] { $count } записей
   *[other] { $count } записи
}
sim-page-context = Контекст агента
sim-page-context-none = Ни одна сессия не запущена, показывать нечего.
sim-page-context-summary = Сессия { $id }: в транскрипте { $entries ->
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
sim-page-context-file = Файл
sim-page-context-read = Прочитанная версия
sim-page-context-now = Версия сейчас
sim-page-context-status = Состояние
sim-page-context-stale = устарел
sim-page-context-fresh = актуален
sim-page-context-deleted = удалён
sim-page-stale-subject = Рассматриваем сессию { $id } (запущенную, а если такой нет — самую свежую).
sim-page-stale-none = Сессий пока нет: запустите одну, чтобы пройти по дереву.
sim-page-stale-ask = Два вопроса, на которые ответите только вы
sim-page-stale-goal-changed = Моя цель изменилась с начала этой сессии
sim-page-stale-alternative = Хочу попробовать другой подход, не бросая этот
sim-page-stale-answer = Что делать:
sim-page-reread = Скажите возобновлённому агенту:
sim-page-summary-title = Напишите сводку для новой сессии
sim-page-summary-help = Хороший промпт для перезапуска состоит из четырёх частей: цель, принятые решения, текущее состояние кода и открытые вопросы. Черновик ниже собран из сессии; дополните его и начните новую сессию с этим текстом как первым промптом.
sim-page-summary-label = Сводка (первый промпт новой сессии)
sim-page-summary-changed = { $path } изменился после чтения (тогда версия { $seen }, сейчас { $now })
sim-page-summary-start = Начать новую сессию с этой сводкой
sim-page-part-goal = Цель
sim-page-part-decisions = Принятые решения
sim-page-part-code = Текущее состояние кода
sim-page-part-questions = Открытые вопросы
