import type { ModalProps } from "antd";
import { useState } from "react";
import { lazyComponent } from "@/components/crud/lazy-component";

// The shell's dialogs are rarely opened; antd's Modal loads with the first one that is.
const Modal = lazyComponent<ModalProps>(() => import("antd/es/modal"));

/** antd's Modal, loaded the first time it is open and kept mounted from then on (so it animates closed). */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(Boolean(props.open));
  if (props.open && !wanted) setWanted(true);
  return wanted ? <Modal {...props} /> : null;
}
