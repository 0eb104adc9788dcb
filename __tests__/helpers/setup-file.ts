// The ai SDK's warnings (an unknown model's token limit, an unsupported temperature) go to the
// console; the action and the CLI run in this process in most tests, so they are turned off here
// (a child process's land in its stderr, as before).
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
