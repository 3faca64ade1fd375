/** A chosen file's text (jsdom and older browsers have no `File.text()`), or null when it cannot be read. */
export function readText(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve(null);
    reader.readAsText(file);
  });
}
