/**
 * Resolves in a task of its own: work awaiting it runs after the browser has had a chance to paint
 * and take input, instead of lengthening the task that is running now.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
