import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './index';

/** A page with a button that opens a modal, as the footer links do. */
function Harness(props: Partial<ModalProps> & { label?: string; inner?: boolean }) {
  const { label = 'Open', inner = false, ...modalProps } = props;
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>{label}</button>
      <Modal title="Outer" {...modalProps} open={open} onClose={() => setOpen(false)}>
        <p>Outer body</p>
        {inner ? <button onClick={() => setInnerOpen(true)}>Open inner</button> : null}
        <Modal title="Inner" open={innerOpen} onClose={() => setInnerOpen(false)} testId="inner-modal">
          <p>Inner body</p>
        </Modal>
      </Modal>
    </>
  );
}

const open = (name = 'Open') => fireEvent.click(screen.getByRole('button', { name }));
const escape = () => fireEvent.keyDown(document, { key: 'Escape' });

describe('Modal', () => {
  it('is a labelled modal dialog with a default CLOSE button', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('modal');
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Harness />);
    open();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a background click but not on a click inside', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a background click when closeOnBackdrop is false', () => {
    render(<Harness closeOnBackdrop={false} />);
    open();
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
    escape(); // Escape still works
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the lifecycle in order: before-open, opened, before-close, closed', () => {
    const events: string[] = [];
    const log = (name: string) => () => events.push(name);
    render(
      <Harness
        onBeforeOpen={log('beforeOpen')}
        onOpened={log('opened')}
        onBeforeClose={log('beforeClose')}
        onClosed={log('closed')}
      />,
    );
    open();
    expect(events).toEqual(['beforeOpen', 'opened']);
    escape();
    expect(events).toEqual(['beforeOpen', 'opened', 'beforeClose', 'closed']);
  });

  it('stacks: Escape closes only the top modal', () => {
    render(<Harness inner />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    escape();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus inside, keeps Tab inside, and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    open();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const buttons = Array.from(dialog.querySelectorAll('button'));
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    escape();
    expect(document.activeElement).toBe(opener);
  });

  it('fixes the body while open and restores the scroll position on close', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    render(<Harness />);
    open();
    expect(document.body.classList.contains('body-scroll-locked')).toBe(true);
    expect(document.body.style.top).toBe('-240px');
    act(() => escape());
    expect(document.body.classList.contains('body-scroll-locked')).toBe(false);
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 240);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('uses the default width of 400 unless told otherwise', () => {
    render(<Harness width={560} />);
    open();
    expect(screen.getByRole('dialog').style.getPropertyValue('--modal-width')).toBe('560px');
  });
});
