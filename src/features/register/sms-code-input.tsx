import { Button, Input, Space } from "antd";
import { useState } from "react";
import { useNotice } from "@/components/shell/notice-context";
import { useSmsCountdown } from "@/features/login/use-sms-countdown";
import { MOBILE_PATTERN, type SmsMode, sendSmsCode } from "@/providers/login-ways";

/**
 * An SMS code input with its "获取验证码" button and the 60 s countdown. `mobile()` reads the phone field;
 * an invalid number is reported by the form instead of asking the server.
 */
export function SmsCodeInput({
  id,
  value,
  onChange,
  mobile,
  mode,
  onInvalidMobile,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  mobile: () => string;
  mode: SmsMode;
  onInvalidMobile: () => void;
}) {
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const notification = useNotice();

  const send = async () => {
    const phone = mobile().trim();
    if (!MOBILE_PATTERN.test(phone)) {
      onInvalidMobile();
      return;
    }
    setSending(true);
    const answer = await sendSmsCode(phone, mode);
    setSending(false);
    if (answer.success) {
      countdown.start();
      notification.success({ message: "提示", description: "验证码发送成功，请注意查收短信", duration: 4 });
    } else {
      notification.error({ message: "提示", description: answer.message || "验证码发送失败", duration: 4 });
    }
  };

  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        id={id}
        size="large"
        value={value}
        maxLength={6}
        autoComplete="one-time-code"
        placeholder="验证码"
        aria-label="验证码"
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Button
        size="large"
        style={{ width: 130 }}
        loading={sending}
        disabled={countdown.left > 0}
        onClick={send}
      >
        {countdown.left > 0 ? `${countdown.left} s` : "获取验证码"}
      </Button>
    </Space.Compact>
  );
}
