/**
 * Open modals, innermost last. Only the top one reacts to Escape and traps Tab, so stacked
 * modals close one at a time.
 */
const stack: string[] = [];

export const pushModal = (id: string) => {
  stack.push(id);
};
export const removeModal = (id: string) => {
  const index = stack.lastIndexOf(id);
  if (index >= 0) stack.splice(index, 1);
};
export const isTopModal = (id: string) => stack[stack.length - 1] === id;
