# Класс для всех и для студентов: вступление в группу, вход, группы и
# задания студента, выполнение упражнения, учётная запись преподавателя.

class-title = Класс
class-needs-js = Этим формам нужен JavaScript: вступление в группу и вход выполняются в вашем браузере.

## Вход

class-signin-title = Вход в класс
class-welcome-lead = Вступите в свою группу по коду, который дал вам преподаватель, вернитесь с кодом восстановления или войдите как преподаватель.
class-join-title = Вступить в группу
class-join-heading = Вступить в группу
class-join-have-account = Уже вступили? Войдите с кодом восстановления.
class-join-code = Код группы
class-join-name = Отображаемое имя
class-join-name-help = Имя, которое преподаватель видит рядом с вашими результатами. Адрес электронной почты не нужен.
class-privacy-link = Что хранит сервер
class-join-submit = Вступить в группу
class-joined = Вы вступили в группу { $group }.
class-recovery-heading = Ваш код восстановления
class-recovery-explain = Этот код — единственный способ войти снова: на этом компьютере после выхода или на другом устройстве. Запишите его или скопируйте в надёжное место.
class-recovery-copy = Скопировать код
class-recovery-copied = Скопировано.
class-recovery-once = Он показывается только один раз. Если вы его потеряете, преподаватель может выдать вам новый.
class-recovery-continue = Код сохранён: перейти к заданиям
class-recover-heading = Войти снова с кодом восстановления
class-recover-code = Код восстановления
class-recover-submit = Войти
class-instructor-heading = Вход для преподавателя
class-instructor-name = Имя
class-password = Пароль
class-instructor-submit = Войти как преподаватель

## Первый преподаватель

class-setup-heading = Создать первого преподавателя
class-setup-lead = Эта ссылка работает один раз. Выберите имя и пароль для входа; других преподавателей можно будет добавить в группы позже.
class-new-password = Новый пароль
class-password-help = { $count ->
    [one] Не меньше { $count } символа.
    [few] Не меньше { $count } символов.
    [many] Не меньше { $count } символов.
   *[other] Не меньше { $count } символа.
}
class-password-again = Тот же пароль ещё раз
class-password-mismatch = Пароли не совпадают.
class-setup-submit = Создать преподавателя

## Учётная запись

class-sign-out = Выйти
class-signed-in-as = Вы вошли как { $name }.
class-signed-in-instructor = Вы вошли как { $name }, преподаватель.
class-to-teach = Ваши группы и задания
class-password-heading = Сменить пароль
class-password-lead = После смены пароля ваши остальные сессии завершаются.
class-password-current = Текущий пароль
class-password-submit = Сменить пароль
class-password-changed = Пароль изменён.

## Ошибки

class-error-signed-out = Войдите снова.
class-error-bad-credentials = Вход отклонён: { $detail }.
class-error-forbidden = У вас нет доступа к этому.
class-error-not-found = Не найдено: { $detail }.
class-error-invalid = Проверьте форму: { $detail }.
class-error-rate-limited = { $seconds ->
    [one] Слишком много попыток. Повторите через { $seconds } секунду.
    [few] Слишком много попыток. Повторите через { $seconds } секунды.
    [many] Слишком много попыток. Повторите через { $seconds } секунд.
   *[other] Слишком много попыток. Повторите через { $seconds } секунды.
}
class-error-unavailable = База данных класса не отвечает. Повторите чуть позже.
class-error-network = Сервер не ответил. Проверьте подключение и повторите.
class-error-bad-request = Сервер не смог прочитать запрос. Перезагрузите страницу и повторите.
class-error-other = Что-то пошло не так: { $detail }.
class-refused-not-open = Это задание ещё не открыто.
class-refused-past-due = Срок сдачи прошёл, а это задание не принимает работы с опозданием.
class-refused-open-first = Сначала начните попытку с ограничением времени.
class-refused-time-up = Время этой попытки истекло.
class-refused-attempts-used = Вы использовали все попытки для этого упражнения.
class-refused-name-taken = Это имя занято. Выберите другое.
class-refused-in-use = Это ещё используется.
class-refused-holds-data = Здесь ещё есть данные, поэтому удалить нельзя.

## Группы и задания

class-no-groups = Вы пока не состоите ни в одной группе.
class-no-assignments = В этой группе пока нет заданий.
class-opens = Открывается
class-due = Срок сдачи
class-phase-upcoming = Ещё не открыто
class-phase-open = Открыто
class-phase-late = Срок сдачи прошёл, работы с опозданием принимаются
class-phase-closed = Закрыто
class-submitted-items = { $total ->
    [one] сдано { $done } из { $total } упражнения
    [few] сдано { $done } из { $total } упражнений
    [many] сдано { $done } из { $total } упражнений
   *[other] сдано { $done } из { $total } упражнения
}
class-late-mark = с опозданием
class-score = Оценка: { $score }
class-leave = Выйти из группы
class-leave-confirm = Выйти из группы { $group }? Ваши сданные работы и результаты в этой группе будут удалены, и преподаватель больше их не увидит. Отменить это нельзя.
class-leave-yes = Выйти и удалить мои данные
class-cancel = Отмена
class-kind-quiz = Сценарий квиза
class-kind-challenge = Задача в песочнице
class-kind-simulator = Сценарий симулятора
class-kind-exam = Экзаменационный вопрос
class-exam-your-answer = Ваш ответ
class-exam-choose = Выберите вариант и скажите, уверены ли вы.
class-response-exam = Вы выбрали вариант { $chosen }; правильный ответ — вариант { $expected }.
class-exam-explained = Объяснения

## Одно задание

class-assignment-title = Задание
class-rule-attempts = { $count ->
    [one] { $count } попытка на упражнение.
    [few] { $count } попытки на упражнение.
    [many] { $count } попыток на упражнение.
   *[other] { $count } попытки на упражнение.
}
class-rule-attempts-unlimited = Число попыток не ограничено.
class-rule-time-limit = { $minutes ->
    [one] { $minutes } минута на попытку.
    [few] { $minutes } минуты на попытку.
    [many] { $minutes } минут на попытку.
   *[other] { $minutes } минуты на попытку.
}
class-rule-late-accepted = Работы после срока сдачи принимаются и помечаются как сданные с опозданием.
class-rule-late-refused = Работы после срока сдачи не принимаются.
class-rule-answers-shown = Результат показывается после каждой сданной работы.
class-rule-answers-hidden = Результаты после сдачи не показываются.
class-items = Упражнения
class-item-not-open = ещё не открыто
class-item-to-do = не сдано
class-item-closed = закрыто
class-item-attempts = { $count ->
    [one] сдано, { $count } попытка
    [few] сдано, { $count } попытки
    [many] сдано, { $count } попыток
   *[other] сдано, { $count } попытки
}
class-item-attempts-of = { $count ->
    [one] сдано: использована { $count } попытка из { $allowed }
    [few] сдано: использованы { $count } попытки из { $allowed }
    [many] сдано: использовано { $count } попыток из { $allowed }
   *[other] сдано: использовано { $count } попытки из { $allowed }
}
class-attempts = Ваши попытки
class-col-item = Упражнение
class-col-attempt = Попытка
class-col-submitted = Сдано
class-col-result = Результат
class-correct = Верно
class-incorrect = Неверно
class-result-hidden = Сохранено. Результат видит преподаватель.

## Выполнение упражнения

class-goal = Цель
class-item-broken = Это упражнение не удаётся показать. Сообщите преподавателю.
class-start-explain = { $minutes ->
    [one] Время попытки ограничено: { $minutes } минута с момента начала.
    [few] Время попытки ограничено: { $minutes } минуты с момента начала.
    [many] Время попытки ограничено: { $minutes } минут с момента начала.
   *[other] Время попытки ограничено: { $minutes } минуты с момента начала.
}
class-start = Начать попытку
class-time-left = Осталось:
class-time-up = Время вышло. Сервер не примет то, что придёт позже.
class-submit = Сдать
class-submitted-attempt = Попытка { $n } сохранена.
class-waiting-to-send = Ожидает отправки: ответ сохранён в этом браузере и уйдёт на сервер, как только он станет доступен.
class-offline-copy = Сети нет: это копия страницы, сохранённая на этом устройстве при последнем открытии. Ответ, данный сейчас, подождёт здесь и уйдёт, как только сеть вернётся.
class-submitted-late = Она пришла после срока сдачи и помечена как сданная с опозданием.
class-response-quiz = Вы выбрали: { $chosen }; ожидаемый ответ: { $expected }.
class-response-challenge = { $total ->
    [one] Пройдено скрытых тестов: { $passed } из { $total }.
    [few] Пройдено скрытых тестов: { $passed } из { $total }.
    [many] Пройдено скрытых тестов: { $passed } из { $total }.
   *[other] Пройдено скрытых тестов: { $passed } из { $total }.
}
class-response-simulator-reached = { $count ->
    [one] Цель достигнута за { $count } команду.
    [few] Цель достигнута за { $count } команды.
    [many] Цель достигнута за { $count } команд.
   *[other] Цель достигнута за { $count } команды.
}
class-response-simulator-missed = { $count ->
    [one] Цель не достигнута после { $count } команды.
    [few] Цель не достигнута после { $count } команд.
    [many] Цель не достигнута после { $count } команд.
   *[other] Цель не достигнута после { $count } команды.
}

# "Keep my progress on the group server" on the student's class page.
class-keep-heading = Ваш прогресс на других устройствах
class-keep-intro = Уроки, ответы и карточки повторения хранятся в этом браузере. Включите эту настройку, чтобы хранить копию и на сервере группы: каждое устройство, на котором вы входите, отправляет туда свой прогресс и получает то, что сделано на остальных. Если выключить её, копия на сервере удаляется.
class-keep-label = Хранить мой прогресс на сервере группы
class-keep-synced = Ваш прогресс хранится на сервере, и в этом браузере он актуален.
class-keep-off = Ваш прогресс больше не хранится на сервере: его копия удалена. В этом браузере остаётся своя.
