#!/usr/bin/env bash
# Real CUPS test printers for Seller Desk's printing tests (run as root on Debian or Ubuntu).
#
# Installs CUPS when missing, starts the scheduler when it is not running (containers have no init system),
# and creates these queues (each run replaces them, so the script can be run again at any time):
#
#   sd-zpl         raw queue (no filter) whose backend writes every job, byte for byte, to
#                  /var/spool/seller-desk-printers/sd-zpl/job-<N>.bin (<N> = the CUPS job id): a ZPL/EPL
#                  label printer whose output a test can compare with what was sent.
#   sd-zpl-socket  raw queue on socket://127.0.0.1:19100, the way network label printers are driven
#                  (port 9100, "JetDirect"); a test starts its own listener on that port.
#   sd-pdf         PDF printer (cups-pdf, re-rendered through Ghostscript, so compare pages, not bytes); files
#                  land in /var/spool/seller-desk-printers/sd-pdf/, named from the job title and ending in
#                  -job_<N>.pdf (<N> = the CUPS job id). The default printer.
#
# Prints the queue names and output folders when done. Exit code 0 only when every queue exists and the
# scheduler answers.
set -euo pipefail

out_root=/var/spool/seller-desk-printers
socket_port=19100
backend_name=sdtest

if [ "$(id -u)" != 0 ]; then
  echo "setup-cups: must run as root (it installs packages and configures CUPS)" >&2
  exit 1
fi

install_packages() {
  local missing=()
  command -v cupsd > /dev/null || missing+=(cups)
  command -v lpstat > /dev/null || missing+=(cups-client)
  command -v lpr > /dev/null || missing+=(cups-bsd)
  [ -x /usr/lib/cups/backend/cups-pdf ] || missing+=(printer-driver-cups-pdf)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup-cups: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # Post-install scripts cannot start the service in a container ("policy-rc.d denied"): expected.
  apt-get install -y --no-install-recommends "${missing[@]}" ||
    { apt-get update -qq && apt-get install -y --no-install-recommends "${missing[@]}"; }
}

scheduler_running() {
  # lpstat -r exits 0 even when the scheduler is down: read its text.
  [ "$(lpstat -r 2> /dev/null || true)" = "scheduler is running" ]
}

start_scheduler() {
  scheduler_running && return 0
  echo "setup-cups: starting cupsd"
  mkdir -p /run/cups
  setsid cupsd -f > /var/log/cups/seller-desk-cupsd.out 2>&1 < /dev/null &
  echo $! > /run/cups/seller-desk-cupsd.pid
  for _ in $(seq 1 100); do
    scheduler_running && return 0
    sleep 0.1
  done
  echo "setup-cups: the scheduler did not start; see /var/log/cups/error_log" >&2
  exit 1
}

# A backend that appends nothing and loses nothing: each job becomes one file, written under a temporary name
# and renamed when complete, so a reader never sees half a job. Called with no arguments, CUPS asks it to
# describe itself. Mode 0755 makes CUPS run it as user lp.
install_backend() {
  cat > "/usr/lib/cups/backend/$backend_name" << 'BACKEND'
#!/bin/sh
# CUPS backend of Seller Desk's tests: writes each job to <folder>/job-<id>.bin, DEVICE_URI=sdtest:<folder>.
if [ $# -eq 0 ]; then
  echo 'direct sdtest "Seller Desk test output" "Seller Desk test output folder"'
  exit 0
fi
dir="${DEVICE_URI#sdtest:}"
tmp="$dir/.job-$1.part"
copies="${4:-1}"
umask 022
: > "$tmp" || exit 1
if [ -n "$6" ]; then
  i=0
  while [ "$i" -lt "$copies" ]; do cat "$6" >> "$tmp" || exit 1; i=$((i + 1)); done
else
  cat >> "$tmp" || exit 1
fi
mv "$tmp" "$dir/job-$1.bin"
exit 0
BACKEND
  chmod 0755 "/usr/lib/cups/backend/$backend_name"
}

configure_cups_pdf() {
  local conf=/etc/cups/cups-pdf.conf
  mkdir -p "$out_root/sd-pdf"
  chmod 0777 "$out_root/sd-pdf"
  # Every user's PDFs in one known folder, named after the job title.
  sed -i -E '/^#?[[:space:]]*(Out|AnonDirName|UserUMask)[[:space:]]/d' "$conf"
  {
    echo "Out $out_root/sd-pdf"
    echo "AnonDirName $out_root/sd-pdf"
    echo "UserUMask 0022"
  } >> "$conf"
}

create_queues() {
  mkdir -p "$out_root/sd-zpl"
  chown lp "$out_root/sd-zpl" 2> /dev/null || true
  chmod 0755 "$out_root" "$out_root/sd-zpl"
  # lpadmin warns that raw queues are deprecated: harmless in CUPS 2.4.
  lpadmin -p sd-zpl -E -v "$backend_name:$out_root/sd-zpl" -m raw \
    -D "Seller Desk test ZPL printer (file)" -L "test" 2> /dev/null
  lpadmin -p sd-zpl-socket -E -v "socket://127.0.0.1:$socket_port" -m raw \
    -D "Seller Desk test ZPL printer (TCP $socket_port)" -L "test" 2> /dev/null
  lpadmin -p sd-pdf -E -v cups-pdf:/ -P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd \
    -D "Seller Desk test PDF printer" -L "test" 2> /dev/null
  lpadmin -d sd-pdf
}

install_packages
mkdir -p /var/log/cups
install_backend
configure_cups_pdf
start_scheduler
create_queues

for queue in sd-zpl sd-zpl-socket sd-pdf; do
  lpstat -p "$queue" > /dev/null || { echo "setup-cups: queue $queue is missing" >&2; exit 1; }
done
echo "setup-cups: scheduler running; default printer sd-pdf"
echo "  sd-zpl         raw, each job to $out_root/sd-zpl/job-<N>.bin"
echo "  sd-zpl-socket  raw, socket://127.0.0.1:$socket_port"
echo "  sd-pdf         cups-pdf, $out_root/sd-pdf/<title>...-job_<N>.pdf"
