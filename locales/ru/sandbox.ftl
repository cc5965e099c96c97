# Песочница хуков (/<lang>/sandbox, пресеты и задачи).

sandbox-title = Песочница хуков
sandbox-description = Меняйте настройки хуков, событие и то, что вернул каждый хук, и смотрите вживую, как Claude Code их запускает: что запускается, что блокируется и кто что видит.
sandbox-lead = Поменяйте один символ в матчере, один код выхода или одно поле вывода — и сразу увидите, что запускается, что блокируется и что читают Claude и вы. Всё работает в браузере, даже без сети.
sandbox-editor-help = Каждая правка проверяется через мгновение после того, как вы перестали печатать. Адресная строка хранит всё состояние: скопировав URL, вы поделитесь ровно тем, что видите.

sandbox-version = Версия Claude Code
sandbox-download = Скачать файл кейса
sandbox-downloaded = Файл кейса скачан. Воспроизвести его без сети: hooklab eval hooklab-case.json
sandbox-upload = Открыть файл кейса…
sandbox-uploaded = Файл кейса загружен.
sandbox-upload-error-at = Файл не загружен (строка { $line }, столбец { $column }: { $error }). Текущее состояние не изменилось.
sandbox-upload-error = Файл не загружен ({ $error }). Текущее состояние не изменилось.
sandbox-copy-settings = Скопировать этот источник как settings.json
sandbox-copied = Настройки источника «{ $source }» скопированы в буфер обмена.

sandbox-settings-title = Настройки по источникам
sandbox-source-editor = Настройки источника «{ $source }» (JSON)
sandbox-tab-has-file = (есть файл)
sandbox-source-managed = управляемые
sandbox-source-user = пользовательские
sandbox-source-project = проекта
sandbox-source-local = локальные
sandbox-source-cli = --settings
sandbox-source-plugins = плагины
sandbox-source-skills = скиллы
sandbox-source-agents = агенты
sandbox-source-sdk = колбэки SDK
sandbox-source-managed-hint = Управляемые настройки от администратора: только здесь действует allowManagedHooksOnly.
sandbox-source-user-hint = ~/.claude/settings.json: ваши хуки во всех проектах.
sandbox-source-project-hint = .claude/settings.json: лежит в репозитории, общий для всей команды.
sandbox-source-local-hint = .claude/settings.local.json: только эта рабочая копия, в репозиторий не попадает.
sandbox-source-cli-hint = Файл, переданный флагом --settings.
sandbox-source-plugins-hint = Список включённых плагинов, каждый — { "{" } "name", "hooks" { "}" }, как в его hooks/hooks.json.
sandbox-source-skills-hint = Список скиллов, во frontmatter которых объявлены хуки, каждый — { "{" } "name", "hooks" { "}" }.
sandbox-source-agents-hint = Список субагентов, во frontmatter которых объявлены хуки; хук Stop там превращается в SubagentStop.
sandbox-source-sdk-hint = Хуки Agent SDK: колбэки, зарегистрированные в коде, с теми же матчерами.
sandbox-tab-help = В редакторе Tab вставляет два пробела. Чтобы перейти дальше с клавиатуры, нажмите Escape, а затем Tab.
sandbox-json-error = JSON не читается: { $error }
sandbox-shape-object = Этот источник должен быть JSON-объектом.
sandbox-shape-array = Этот источник должен быть JSON-списком.
sandbox-at = строка { $line }, столбец { $column }
sandbox-at-in = { $editor }, строка { $line }, столбец { $column }
sandbox-error-word = Ошибка

sandbox-event-title = Событие
sandbox-event-pick = Событие
sandbox-in-subagent = Внутри субагента
sandbox-event-hint = Точный JSON, который Claude Code пишет хуку в стандартный ввод. При выборе события подставляется реалистичный пример.
sandbox-event-editor = Входные данные события (JSON в stdin)

sandbox-handlers-title = Что вернул каждый хук
sandbox-handlers-hint = Здесь перечислены все обработчики, которые срабатывают на это событие: укажите, что вернул каждый, или выберите готовый вывод в один клик.
sandbox-no-handlers = На это событие не срабатывает ни один обработчик: проверьте имя события, матчер и правила if.
sandbox-handlers-wait = Исправьте ошибки в редакторах, чтобы увидеть, какие обработчики срабатывают.
sandbox-handler-meta = обработчик { $type } (источник: { $source }), событие { $event }
sandbox-quick-label = Вывод в один клик
sandbox-quick-allow = Разрешить
sandbox-quick-deny = Запретить с причиной
sandbox-quick-ask = Спросить
sandbox-quick-exit2 = Exit 2 с сообщением
sandbox-quick-text = Простой текст
sandbox-quick-invalid = Некорректный JSON
sandbox-field-exit_code = Код выхода
sandbox-field-stdout = stdout
sandbox-field-stderr = stderr
sandbox-field-duration_ms = Длительность (мс)
sandbox-field-timeout = Превышен тайм-аут
sandbox-field-status = HTTP-статус
sandbox-field-body = Тело ответа
sandbox-field-error = Ошибка (сбой соединения или исключение)
sandbox-field-response = Ответ модели (JSON)
sandbox-field-output = Возвращённый объект (JSON)
sandbox-field-is_error = Инструмент ответил isError: true

sandbox-result-title = Результат
sandbox-invalid = { $count ->
    [one] Пока { $count } ошибка в редакторах не исправлена, ничего не вычисляется.
    [few] Пока { $count } ошибки в редакторах не исправлены, ничего не вычисляется.
    [many] Пока { $count } ошибок в редакторах не исправлены, ничего не вычисляется.
   *[other] Пока { $count } ошибки в редакторах не исправлены, ничего не вычисляется.
}
sandbox-claude-sees = Что видит Claude
sandbox-you-see = Что видите вы
sandbox-debug-only = Только в отладочном журнале
sandbox-nothing = Ничего.
sandbox-yes = да
sandbox-no = нет
sandbox-fact-ran = Запущены
sandbox-fact-decision = Решение
sandbox-fact-blocked = Заблокировано
sandbox-fact-permission = Разрешение
sandbox-fact-continue = Claude продолжает
sandbox-permission-value = { $result } (решает { $by })
sandbox-config-errors = Пропущенные настройки
sandbox-timeline-title = Как шёл запуск хуков
sandbox-step-version = версия
sandbox-step-config = настройки
sandbox-step-match = матчер
sandbox-step-if = if
sandbox-step-dedup = дубликаты
sandbox-step-disable = отключение
sandbox-step-run = запуск
sandbox-step-classify = вывод
sandbox-step-aggregate = сведение
sandbox-step-permission = правила разрешений
sandbox-lint-title = Проверка текущего источника
sandbox-lint-not-settings = Линтер читает файлы настроек; вкладка «{ $source }» пуста или не является таким файлом.
sandbox-lint-clean = В настройках «{ $source }» замечаний нет.
sandbox-severity-error = Ошибка
sandbox-severity-warning = Предупреждение

sandbox-presets-title = Пресеты
sandbox-presets-lead = Каждый пресет показывает одно поведение, которое стоит увидеть своими глазами. Откройте его и внесите предложенную правку.
sandbox-challenges-title = Задачи
sandbox-challenges-lead = Добейтесь, чтобы скрытые тесты прошли: правьте настройки или то, что возвращают обработчики.
sandbox-solved-mark = Решено
sandbox-preset-kicker = Пресет
sandbox-challenge-kicker = Задача
sandbox-back = Все пресеты и задачи
sandbox-goal = Цель
sandbox-hints = Подсказки
sandbox-run-tests = Запустить тесты
sandbox-test-passed = Пройден
sandbox-test-failed = Не пройден
sandbox-solved = Решено: все тесты проходят.
sandbox-not-solved = { $count ->
    [one] Ещё { $count } тест не проходит.
    [few] Ещё { $count } теста не проходят.
    [many] Ещё { $count } тестов не проходят.
   *[other] Ещё { $count } теста не проходят.
}
sandbox-permalink-bad = Не удалось прочитать состояние из ссылки, поэтому страница показывает исходное состояние.
sandbox-evaluating = Движок хуков вычисляет результат…
sandbox-engine-unavailable = Не удалось загрузить движок хуков, поэтому ничего не вычислено. Проверьте подключение: при следующей правке будет новая попытка.
sandbox-copy-link = Скопировать ссылку
sandbox-link-copied = Ссылка скопирована: открыв её, увидят ровно это состояние.
sandbox-link-copy-failed = Браузер не дал доступа к буферу обмена: скопируйте адресную строку, в ней та же ссылка.
sandbox-link-invalid = Сначала исправьте ошибки: ссылкой можно поделиться только состоянием, которое удаётся проверить.
sandbox-results-stale-word = Устарели
sandbox-results-stale = Настройки изменились после запуска этих тестов; они запустятся снова, как только вы перестанете печатать.
