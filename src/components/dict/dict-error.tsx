import { Typography } from "antd";

/** A widget's configuration error in place of the widget (the original logs it; here it is visible). */
export function DictError({ message }: { message: string }) {
  return (
    <Typography.Text type="danger" role="alert">
      {message}
    </Typography.Text>
  );
}
