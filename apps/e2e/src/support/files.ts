/** A real 2x2 PNG: uploads are checked by their bytes and their image header on the server. */
export const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAC0lEQVR4nGtoAAEACoYDATMUdkIAAAAASUVORK5CYII=', 'base64');
