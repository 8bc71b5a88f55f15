import { CheckCircleFilled, DoubleRightOutlined } from "@ant-design/icons";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";

export const SLIDER_IDLE_TEXT = "拖动滑块验证";
export const SLIDER_DONE_TEXT = "验证通过";

const HANDLE = 40;
const HEIGHT = 40;

type State = "idle" | "dragging" | "success";

/**
 * The drag-slider human check: idle, dragging, success when the handle reaches the full
 * width; released earlier it snaps back. The keyboard can move it too (arrows, Home, End).
 */
export function DragSlider({ onSuccess, disabled }: { onSuccess: () => void; disabled?: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const startX = useRef(0);
  const [state, setState] = useState<State>("idle");
  const [offset, setOffset] = useState(0);

  const maxOffset = () => Math.max(0, (track.current?.clientWidth ?? 0) - HANDLE);

  const succeed = () => {
    setOffset(maxOffset());
    setState("success");
    onSuccess();
  };

  const settle = (value: number) => {
    if (value >= maxOffset() - 1) succeed();
    else {
      setOffset(0);
      setState("idle");
    }
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (state === "success" || disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    startX.current = event.clientX - offset;
    setState("dragging");
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (state !== "dragging") return;
    setOffset(Math.min(maxOffset(), Math.max(0, event.clientX - startX.current)));
  };

  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (state !== "dragging") return;
    settle(Math.min(maxOffset(), Math.max(0, event.clientX - startX.current)));
  };

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (state === "success" || disabled) return;
    const step = maxOffset() / 5;
    let next: number | undefined;
    if (event.key === "ArrowRight" || event.key === "ArrowUp") next = offset + step;
    else if (event.key === "ArrowLeft" || event.key === "ArrowDown") next = offset - step;
    else if (event.key === "End") next = maxOffset();
    else if (event.key === "Home") next = 0;
    if (next === undefined) return;
    event.preventDefault();
    const value = Math.min(maxOffset(), Math.max(0, next));
    if (value >= maxOffset() - 1) succeed();
    else setOffset(value);
  };

  const done = state === "success";
  const percent = maxOffset() > 0 ? Math.round((offset / maxOffset()) * 100) : 0;
  return (
    <div
      ref={track}
      data-state={state}
      style={{
        position: "relative",
        height: HEIGHT,
        borderRadius: 6,
        background: "#f0f2f5",
        border: "1px solid #d9d9d9",
        overflow: "hidden",
        userSelect: "none",
        touchAction: "none",
        boxSizing: "border-box",
      }}
    >
      <div
        aria-hidden="true"
        style={{
          position: "absolute",
          inset: 0,
          width: offset + HANDLE,
          background: done ? "#52c41a" : "#91caff",
          transition: state === "dragging" ? "none" : "width 0.3s",
        }}
      />
      <div
        aria-hidden="true"
        style={{
          position: "absolute",
          inset: 0,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          color: done ? "#fff" : "rgba(0,0,0,0.65)",
          fontSize: 14,
        }}
      >
        {done ? SLIDER_DONE_TEXT : SLIDER_IDLE_TEXT}
      </div>
      <div
        role="slider"
        tabIndex={disabled || done ? -1 : 0}
        aria-label={SLIDER_IDLE_TEXT}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? 100 : percent}
        aria-valuetext={done ? SLIDER_DONE_TEXT : `${percent}%`}
        aria-disabled={disabled || undefined}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        style={{
          position: "absolute",
          top: 0,
          left: offset,
          width: HANDLE,
          height: HEIGHT - 2,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: "#fff",
          borderRight: "1px solid #d9d9d9",
          color: done ? "#52c41a" : "rgba(0,0,0,0.65)",
          cursor: done ? "default" : "grab",
          transition: state === "dragging" ? "none" : "left 0.3s",
        }}
      >
        {done ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
