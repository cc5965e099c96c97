# Слова, которые конвейер контента (hooklab-content) добавляет вокруг уроков.

## Названия разделов, в порядке оглавления

section-start = С чего начать
section-hooks = Хуки
section-decomposition = Декомпозиция задач
section-sessions = Управление сессиями
section-exam = Подготовка к экзамену
section-reference = Справочник
section-cheat-sheets = Шпаргалки

## Заголовки врезок. «important» отмечает места, где ответ на экзамене и нынешний Claude Code расходятся.

callout-note = Примечание
callout-tip = Совет
callout-important = Ответ на экзамене / Claude Code сегодня
callout-warning = Внимание
callout-caution = Осторожно

## Блоки кода и заголовки

code-copy = Копировать
code-copied = Скопировано
code-bad-example = Намеренная ошибка
heading-anchor = Ссылка на этот раздел
