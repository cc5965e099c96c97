# A case file that cannot be read (case-*), and an expect assertion that
# does not hold (expect-*: the diagnostics of a challenge's tests).

case-too-large = the case is { $size } bytes; cases larger than { $limit } bytes (1 MiB) are refused
case-invalid-json = invalid JSON: { $detail }
case-unreadable = the case cannot be read: { $detail }
case-expected = expected { $expected }, found { $found }
case-missing = missing
case-event-missing = missing: a case needs the event's input JSON
case-bad-version = '{ $value }' is not a version number like 2.1.240
case-unknown-event = unknown event '{ $event }' (event names are case-sensitive)
case-bad-mode = '{ $value }' is not a mode: use interactive or print
case-bad-permission-mode = '{ $value }' is not a permission mode ({ $modes })
case-unknown-context-field = unknown context field
case-unknown-source = unknown source '{ $source }' (sources: { $sources })
case-unknown-result-field = unknown field of a handler result

expect-value = expected { $want }, got { $got }
expect-ran-not-list = ran must be a list of handler keys
expect-ran = expected the handlers { $want } to run, got { $got }
expect-not-list = { $field } must be a list of strings
expect-text-missing = "{ $text }" appears in no entry of { $list } { $entries }
expect-text-present = "{ $text }" appears in { $list } { $entries }
expect-no-config-error = no config error mentions "{ $text }"
expect-not-id-list = { $field } must be a list of trace ids
expect-no-trace = no trace entry has the id { $id }
expect-unknown = { $field } is not something expect can check
expect-event-not-object = the test's event is not a JSON object
expect-event-unknown = the test's event { $event } is not a hook event
expect-event-no-name = the test's event has no hook_event_name
