/**
 * The `<meta name>` a console page carries its runtime config in (the config `/config.json` also
 * serves): the reference API writes it, the console reads it before asking for the file.
 */
export const CONSOLE_CONFIG_META = "sendline-config";
