/** A real 2x2 PNG that decodes (pink): uploads are checked by their bytes and header, profile pictures decoded too. */
export const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4KZf8Ui6ZAUIBACm+BamH8eaQAAAAAElFTkSuQmCC', 'base64');
