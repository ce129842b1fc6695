export { SmsMessageBox, type SmsMergeTag, type SmsMessageBoxProps } from "./sms-message-box";
