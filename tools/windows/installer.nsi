; installer.nsi: the per-user Windows installer (NSIS 3, 64-bit, Unicode),
; made by tools/package-windows.sh:
;   makensis -DVERSION=0.1.0 -DSTAGE=DIR -DOUTFILE=FILE.exe -DICON=FILE.ico
;            -DFILELIST=FILE.nsh installer.nsi
; STAGE is the folder the portable zip holds; FILELIST deletes its files
; and folders (the uninstaller's part). It installs into
; %LOCALAPPDATA%\Programs\Cartographers without administrator rights, adds a
; Start-menu shortcut, an uninstall entry under HKCU (with the installed
; size) and the .cartosave file type for this user (a double-click opens
; the saved game), and writes an uninstaller, which removes them all. Saved games, settings and statistics live in the user's
; %APPDATA%\cartographers-desktop, which uninstalling never touches.
; Silent use (the tests): FILE.exe /S [/D=FOLDER], uninstall.exe /S.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=X.Y.Z -DSTAGE=DIR -DOUTFILE=FILE -DICON=FILE -DFILELIST=FILE"
!endif

!define APP "Cartographers"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\CartographersDesktop"
!define SETTINGS_KEY "Software\Cartographers desktop"
!define CLASSES "Software\Classes"
!define FILE_TYPE "Cartographers.SavedGame"

Name "${APP}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "Cartographers desktop"
VIAddVersionKey /LANG=1033 "FileDescription" "Cartographers installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_FINISHPAGE_RUN "$INSTDIR\cartographers.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"

Section "Cartographers"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\cartographers.exe" "" "$INSTDIR\cartographers.exe" 0
  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "Cartographers desktop"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\cartographers.exe,0"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ; the size "Apps & features" shows, in KiB
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" $0
  ; .cartosave opens in the game (the game loads a file named on its command line)
  WriteRegStr HKCU "${CLASSES}\.cartosave" "" "${FILE_TYPE}"
  WriteRegStr HKCU "${CLASSES}\${FILE_TYPE}" "" "Cartographers saved game"
  WriteRegStr HKCU "${CLASSES}\${FILE_TYPE}\DefaultIcon" "" "$INSTDIR\cartographers.exe,0"
  WriteRegStr HKCU "${CLASSES}\${FILE_TYPE}\shell\open\command" "" '"$INSTDIR\cartographers.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

; Only what the installer put there: a folder the user also keeps other
; files in loses nothing else.
Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
!include "${FILELIST}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINST_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
  DeleteRegKey HKCU "${CLASSES}\${FILE_TYPE}"
  ; .cartosave only while it is still ours (another program may have taken it)
  ReadRegStr $0 HKCU "${CLASSES}\.cartosave" ""
  StrCmp $0 "${FILE_TYPE}" 0 +2
    DeleteRegKey HKCU "${CLASSES}\.cartosave"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
