/** The parts of the `smpp` package (SMPP v3.4 client and server) this server uses; it ships no types. */
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer, Socket } from "node:net";

  /** A PDU: its header, and its parameters and TLVs by their SMPP names. */
  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
    [parameter: string]: unknown;
  }

  export const PDU: new (command: string, options?: Record<string, unknown>) => PDU;

  export interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, onResponse?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    bind_transmitter(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    bind_receiver(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    deliver_sm(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    enquire_link(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    unbind(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(
    options: { host: string; port: number; tls?: boolean; rejectUnauthorized?: boolean },
    listener?: () => void,
  ): Session;
  export function createServer(listener: (session: Session) => void): Server;

  /** GSM 03.38, one septet an octet; `encoding` 0 is the default alphabet. */
  export const gsmCoder: {
    encode(text: string, encoding: number): Buffer;
    decode(bytes: Buffer, encoding: number): string;
  };

  export const errors: Record<string, number>;
  export const consts: {
    ESM_CLASS: Record<string, number>;
    MESSAGE_STATE: Record<string, number>;
    ENCODING: Record<string, number>;
  };
}
