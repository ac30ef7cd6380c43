// What a restore lets into the data folder: only regular files and folders, named inside it.
// A backup file is a gzipped tar anyone could have edited; one holding a symbolic link (the
// `storage` folder, or one photo, pointing at a file elsewhere on the machine) would have the
// backend serve that file to anyone, and a hard link, a device or a name with `..` or a leading
// `/` reaches outside the folder too. The tar headers are read here, before anything is
// unpacked, and an archive holding anything else is refused whole.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

/** Tar entry types let through: a regular file (POSIX and pre-POSIX) and a folder. */
const FILE_TYPES = new Set(['0', '\0']);
const FOLDER_TYPE = '5';
/** Headers that only carry the next entry's long name (GNU) or its attributes (POSIX pax). */
const GNU_LONG_NAME = 'L';
const PAX_HEADER = 'x';

const TYPE_NAMES: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a named pipe',
  '7': 'a contiguous file',
  g: 'a global pax header',
  K: 'a long link name',
  S: 'a sparse file',
  V: 'a volume header',
  M: 'a multi-volume continuation',
};

export class UnsafeArchiveError extends Error {}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** A numeric header field: octal text, or GNU's base-256 for large values. */
function number(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  if ((field[0] ?? 0) & 0x80) {
    let value = (field[0] ?? 0) & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = text(block, start, length).trim();
  return digits === '' ? 0 : Number.parseInt(digits, 8);
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum === number(block, 148, 8);
}

/** The `key=value` records of a pax header (`<length> <key>=<value>\n` each). */
function paxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const length = Number.parseInt(data.subarray(offset, space).toString('ascii'), 10);
    if (space === -1 || !Number.isSafeInteger(length) || length <= space - offset) {
      throw new UnsafeArchiveError('it holds a pax header that cannot be read');
    }
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

/** A relative name that stays inside the folder it is unpacked in. */
function checkName(name: string) {
  if (name === '' || name.startsWith('/') || name.split('/').includes('..') || name.includes('\0')) {
    throw new UnsafeArchiveError(`it holds "${name}", a name outside the folder it is restored into`);
  }
}

/**
 * Reads every header of a gzipped tar and answers its entries' names, throwing
 * UnsafeArchiveError for the first entry that is not a regular file or folder named inside the
 * archive, and a plain Error for a file that is not a gzipped tar.
 */
export async function plainEntries(gzippedTar: Readable): Promise<string[]> {
  const names: string[] = [];
  let buffered = Buffer.alloc(0);
  /** Bytes of the current entry's data still to skip or collect. */
  let remaining = 0;
  /** Data padded to whole blocks. */
  let padding = 0;
  let collecting: { type: string; chunks: Buffer[] } | undefined;
  let longName: string | undefined;
  let pax = new Map<string, string>();
  let ended = false;

  const onHeader = (block: Buffer) => {
    if (block.every((byte) => byte === 0)) {
      // tar stops reading at the first zero block; whatever follows is never unpacked.
      ended = true;
      return;
    }
    if (!checksumMatches(block)) throw new Error('Not a backup file: a tar header is damaged');
    const type = String.fromCharCode(block[156] ?? 0);
    const extension = type === GNU_LONG_NAME || type === PAX_HEADER;
    // A pax header's size, when it gives one, is the next entry's: tar skips that many bytes.
    const size = !extension && pax.has('size') ? Number(pax.get('size')) : number(block, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw new UnsafeArchiveError('it holds an entry of no valid size');
    remaining = size;
    padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (extension) {
      collecting = { type, chunks: [] };
      return;
    }
    const ustarPrefix = block.subarray(257, 263).toString('latin1') === 'ustar\0' ? text(block, 345, 155) : '';
    const name = longName ?? pax.get('path') ?? (ustarPrefix ? `${ustarPrefix}/` : '') + text(block, 0, 100);
    longName = undefined;
    pax = new Map();
    checkName(name);
    if (!FILE_TYPES.has(type) && type !== FOLDER_TYPE) {
      throw new UnsafeArchiveError(`"${name}" is ${TYPE_NAMES[type] ?? `an entry of type "${type}"`}`);
    }
    names.push(name);
  };

  const onData = () => {
    if (!collecting) return;
    const data = Buffer.concat(collecting.chunks);
    if (collecting.type === GNU_LONG_NAME) longName = text(data, 0, data.length);
    else pax = paxRecords(data);
    collecting = undefined;
  };

  try {
    for await (const chunk of gzippedTar.pipe(createGunzip())) {
      buffered = Buffer.concat([buffered, chunk as Buffer]);
      while (!ended) {
        if (remaining > 0) {
          const take = Math.min(remaining, buffered.length);
          if (take === 0) break;
          collecting?.chunks.push(buffered.subarray(0, take));
          buffered = buffered.subarray(take);
          remaining -= take;
          if (remaining === 0) onData();
          continue;
        }
        if (padding > 0) {
          const take = Math.min(padding, buffered.length);
          if (take === 0) break;
          buffered = buffered.subarray(take);
          padding -= take;
          continue;
        }
        if (buffered.length < BLOCK) break;
        const block = buffered.subarray(0, BLOCK);
        buffered = buffered.subarray(BLOCK);
        onHeader(block);
        if (remaining === 0 && collecting) onData();
      }
      if (ended) break;
    }
  } catch (error) {
    if (error instanceof UnsafeArchiveError || (error as Error).message.startsWith('Not a backup')) throw error;
    throw new Error(`Not a backup file: ${(error as Error).message}`);
  } finally {
    gzippedTar.destroy();
  }
  return names;
}

/** plainEntries of a file on disk. */
export function plainEntriesOfFile(file: string): Promise<string[]> {
  return plainEntries(createReadStream(file));
}
