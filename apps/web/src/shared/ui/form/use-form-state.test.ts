import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormState } from './use-form-state';

const required = (value: string) => (value.trim() ? null : { key: 'validation.required' });
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useFormState rules', () => {
  it('shows every failed rule on submit and does not send', () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useFormState(
        { name: '', code: '12', confirm: 'x' },
        {
          rules: {
            name: required,
            code: (code) => (/^[0-9]{6}$/.test(code) ? null : { key: 'validation.verificationCode' }),
            confirm: (confirm, values) =>
              confirm === values.code ? null : { key: 'validation.confirmPassword' },
          },
        },
      ),
    );
    const event = submitEvent();
    act(() => result.current.handleSubmit(send)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      name: { key: 'validation.required' },
      code: { key: 'validation.verificationCode' },
      confirm: { key: 'validation.confirmPassword' },
    });
  });

  it('clears a field’s message when it is typed into, and sends the values once every rule passes', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useFormState({ name: '' }, { rules: { name: required } }));
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(result.current.errors.name).toBeDefined();
    act(() => result.current.setValue('name', 'Ana'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ name: 'Ana' });
  });
});
